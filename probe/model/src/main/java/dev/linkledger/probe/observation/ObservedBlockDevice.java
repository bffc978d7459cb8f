package dev.linkledger.probe.observation;

/**
 * A block device behind USB mass storage, tied to the USB device it hangs on so measurements can
 * be tied to a link.
 *
 * @param devicePath the USB device path (e.g. {@code 1-3.4.4}) it resolves to
 * @param sizeBytes  bytes (sysfs {@code size} is in 512-byte sectors)
 */
public record ObservedBlockDevice(String name, String devicePath, Long sizeBytes, String model, String vendor,
                                  Boolean rotational) {
}
