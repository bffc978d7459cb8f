package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.UsbSpeed;

/**
 * The USB link a measurement ran over, as sysfs showed it when the run started.
 *
 * @param blockDevice the block device holding the file ({@code sde1})
 * @param disk        the whole disk ({@code sde}); equal to blockDevice when it is not a partition
 * @param majorMinor  {@code 8:65}, the file's {@code st_dev}
 * @param devicePath  the USB device ({@code 2-3.4}) the disk hangs on
 * @param port        the port it is plugged into ({@code 2-3-port4})
 * @param speedMbps   negotiated speed, Mb/s as the kernel writes it
 * @param driver      the mass-storage interface's driver ({@code uas}, {@code usb-storage})
 */
public record MeasuredLink(String blockDevice, String disk, String majorMinor, String devicePath, String port,
                           UsbSpeed speedMbps, Integer rxLanes, Integer txLanes, String version,
                           String vendorId, String productId, String product, String driver) {
}
