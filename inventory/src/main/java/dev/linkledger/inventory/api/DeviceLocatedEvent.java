package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedDevice;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * An unplaced device, known so far as {@code bus} and {@code devnum} alone, was shown at a path:
 * the same connection, now placed. {@code device} is what the observations together say of it
 * (the new one's facts first, the unplaced device's where the new one does not know them).
 */
@Revision("1")
public record DeviceLocatedEvent(String hostId, String observationId, Instant observedAt,
                                 int bus, int devnum, ObservedDevice device) implements HostEvent {
}
