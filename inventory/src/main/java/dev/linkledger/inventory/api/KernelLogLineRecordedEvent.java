package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A classified kernel log line about a USB device that was not on record for the host yet.
 * {@code kind} is the probe's spelling ({@code uas-abort}, {@code reset}); {@code text} is the
 * line as imported, its timestamp included, so two resets at different times are two lines and
 * the same paste twice is none.
 *
 * @param line where the line stood in the observation ({@code KernelLogEntry.line}), so the log
 *             reads back in its order; null in events recorded before it was kept (a field added
 *             later reads as null from older stored events)
 */
@Revision("1")
public record KernelLogLineRecordedEvent(String hostId, String observationId, Instant observedAt, String devicePath,
                                         String kind, String text, Integer line) implements HostEvent {

    /** A line without its place in the observation. */
    public KernelLogLineRecordedEvent(String hostId, String observationId, Instant observedAt, String devicePath,
                                      String kind, String text) {
        this(hostId, observationId, observedAt, devicePath, kind, text, null);
    }

    /** What makes two lines the same line. */
    public String lineKey() {
        return kind + '\u0000' + devicePath + '\u0000' + text;
    }
}
