package dev.linkledger.probe.observation;

/**
 * A kernel log line about a USB device, classified.
 *
 * @param devicePath the device it names (e.g. {@code 1-3.4.4}), null when it names none
 * @param kind       e.g. {@code new-device}, {@code uas-blacklisted}, {@code cannot-enable}, {@code uas-abort}, {@code reset}
 * @param line       1-based line number in the imported text
 */
public record KernelLogEntry(Integer line, String devicePath, String kind, String text) {
}
