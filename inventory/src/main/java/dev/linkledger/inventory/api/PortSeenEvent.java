package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A hub port seen for the first time, or seen with different fields (its {@code state} included). */
@Revision("1")
public record PortSeenEvent(String hostId, String observationId, Instant observedAt,
                            String portId, int bus, String hubPath, int number, String peer, String connectType,
                            String location, String connector, Integer overCurrentCount, String state)
        implements HostEvent {
}
