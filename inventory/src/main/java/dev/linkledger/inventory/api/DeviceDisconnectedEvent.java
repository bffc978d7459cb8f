package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The connection at a path ended: the device is gone, or was re-enumerated as another connection.
 * {@code path} is null for an unplaced device, known by {@code bus} and {@code devnum}.
 */
@Revision("1")
public record DeviceDisconnectedEvent(String hostId, String observationId, Instant observedAt,
                                      String path, int bus, Integer devnum, String vendorId, String productId,
                                      String serial) implements HostEvent {
}
