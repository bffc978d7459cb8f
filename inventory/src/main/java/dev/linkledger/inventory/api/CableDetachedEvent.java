package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/** The cable was unplugged from the connector it was attached to. */
@Revision("1")
public record CableDetachedEvent(String cableId, Connector connector) {
}
