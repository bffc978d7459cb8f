package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.time.Instant;

/** The first observation of a host the inventory did not know. */
@Revision("1")
public record HostRegisteredEvent(String hostId, String observationId, Instant observedAt,
                                  String hostname) implements HostEvent {
}
