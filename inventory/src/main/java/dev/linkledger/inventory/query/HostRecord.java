package dev.linkledger.inventory.query;

import java.time.Instant;

/** A host the inventory knows, read-only. */
public record HostRecord(String hostId, String hostname, Instant registeredAt, String registeredEvent,
                         Instant lastObservedAt) {
    static HostRecord of(HostEntity h) {
        return new HostRecord(h.hostId, h.hostname, h.registeredAt, h.registeredEvent, h.lastObservedAt);
    }
}
