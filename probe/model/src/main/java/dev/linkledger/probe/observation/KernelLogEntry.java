package dev.linkledger.probe.observation;

/**
 * A kernel log line about a USB device, classified.
 *
 * @param devicePath the device it names (e.g. {@code 1-3.4.4}), null when it names none; a SCSI
 *                   line ({@code sd 2:0:0:0: …}) names the USB device behind its SCSI host
 * @param kind       e.g. {@code new-device}, {@code uas-blacklisted}, {@code cannot-enable}, {@code uas-abort},
 *                   {@code reset}, {@code device-offlined}, {@code quirks}, {@code scsi-host}, {@code scsi}
 * @param line       1-based line number in the imported text
 * @param bus        the device's bus, from its path; null when no device is named
 * @param devnum     the device number of the connection the line belongs to, where the paste shows it
 * @param vendorId   4 lower-case hex digits, where the paste shows them (its "New USB device found" line, a quirks line)
 */
public record KernelLogEntry(Integer line, String devicePath, String kind, String text,
                             Integer bus, Integer devnum, String vendorId, String productId) {

    /** A line tied to a path only (the probe's own kernel log reader, older stored observations). */
    public KernelLogEntry(Integer line, String devicePath, String kind, String text) {
        this(line, devicePath, kind, text, null, null, null, null);
    }
}
