package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;

/**
 * A USB device (not a root hub) with its negotiated link and what it can do.
 *
 * @param path       kernel device path, e.g. {@code 3-2}, {@code 1-7.2.1}
 * @param parentPath the parent device's path, or {@code usbN} for a device on a root port
 * @param portId     the port it hangs on, e.g. {@code usb3-port2} or {@code 1-7.2-port1}
 * @param speedMbps  negotiated speed as the kernel writes it
 * @param bcdUsb     e.g. {@code 2.10}, {@code 3.20}
 * @param vendorId   4 lower-case hex digits
 * @param deviceClass 2 lower-case hex digits ({@code 00} means "per interface", {@code 09} hub)
 * @param maxPowerMa the active configuration's {@code bMaxPower} in mA as sysfs prints it ({@code 896mA}), null when unknown
 */
public record ObservedDevice(String path, int bus, Integer devnum, String parentPath, String portId,
                             UsbSpeed speedMbps, Integer rxLanes, Integer txLanes, String bcdUsb,
                             String vendorId, String productId, String bcdDevice,
                             String deviceClass, String deviceSubClass, String deviceProtocol,
                             String manufacturer, String product, String serial,
                             Integer maxChild, String removable, Capability capability,
                             List<ObservedInterface> interfaces, Integer maxPowerMa) {

    /** A device without the attributes added after the first release (sources that cannot tell them). */
    public ObservedDevice(String path, int bus, Integer devnum, String parentPath, String portId,
                          UsbSpeed speedMbps, Integer rxLanes, Integer txLanes, String bcdUsb,
                          String vendorId, String productId, String bcdDevice,
                          String deviceClass, String deviceSubClass, String deviceProtocol,
                          String manufacturer, String product, String serial,
                          Integer maxChild, String removable, Capability capability,
                          List<ObservedInterface> interfaces) {
        this(path, bus, devnum, parentPath, portId, speedMbps, rxLanes, txLanes, bcdUsb, vendorId, productId, bcdDevice,
                deviceClass, deviceSubClass, deviceProtocol, manufacturer, product, serial, maxChild, removable,
                capability, interfaces, null);
    }
}
