package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/** The cable was plugged into a host's connector (and, when given, leads to the device at {@code devicePath}). */
@Revision("1")
public record CableAttachedEvent(String cableId, Connector connector, String devicePath) {
}
