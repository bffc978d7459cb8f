package dev.linkledger.inventory.api;

import dev.linkledger.probe.history.LogStamp;
import dev.linkledger.probe.history.UsbLogLine;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A classified kernel log line about a USB device that was not on record for the host yet.
 * {@code kind} is the probe's spelling ({@code uas-abort}, {@code reset}); {@code text} is the
 * line as imported, its timestamp included, so two resets at different times are two lines and
 * the same paste twice is none (see {@link #lineKey()} for lines without a timestamp).
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

    /**
     * What makes two lines the same line. A line whose stamp does not tell one try from the next
     * says nothing of which try it is: the same text again in one paste is the kernel retrying
     * ("device descriptor read/64, error -71" once per try, all within one second), so such a line —
     * without a stamp, or with one to the whole second ({@code dmesg -T}, a journal's short format) —
     * is also told apart by its place in the observation; the same paste imported twice still adds
     * nothing. A stamp to the microsecond tells tries apart by itself.
     */
    public String lineKey() {
        String key = kind + '\u0000' + devicePath + '\u0000' + text;
        return line == null || stampTellsTriesApart() ? key : key + '\u0000' + line;
    }

    private boolean stampTellsTriesApart() {
        UsbLogLine usb = UsbLogLine.of(text);
        return LogStamp.finerThanASecond(usb != null ? usb.prefix() : text); // a SCSI line: its stamp leads it
    }
}
