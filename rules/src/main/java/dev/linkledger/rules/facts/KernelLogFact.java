package dev.linkledger.rules.facts;

import java.util.List;

/**
 * One classified kernel log line about a USB device.
 *
 * @param devicePath the USB device path the line is about ({@code 1-3.4.4}); SCSI lines are attributed to the
 *                   USB device of their host adapter
 * @param text       the line as logged, without the timestamp
 */
public record KernelLogFact(String hostId, String devicePath, KernelLogKind kind, String text, List<EventRef> events) {
}
