package dev.linkledger.inventory.query;

import java.time.Instant;

/**
 * A kernel log line on record for a host, keyed by the event that recorded it; read-only.
 *
 * @param line the line's place in its observation, null for lines recorded before it was kept
 */
public record KernelLogLineRecord(String eventId, String hostId, String observationId, Instant observedAt,
                                  String devicePath, String kind, String text, Instant eventAt, Integer line) {
    static KernelLogLineRecord of(KernelLogLineEntity l) {
        return new KernelLogLineRecord(l.eventId, l.hostId, l.observationId, l.observedAt, l.devicePath, l.kind, l.text,
                l.eventAt, l.line);
    }
}
