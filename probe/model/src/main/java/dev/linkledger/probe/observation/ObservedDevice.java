package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;

/**
 * A USB device (not a root hub) with its negotiated link and what it can do.
 *
 * @param path       kernel device path, e.g. {@code 3-2}, {@code 1-7.2.1}
 * @param bus        the bus of {@code path}; derived from it when absent (0)
 * @param parentPath the parent device's path, or {@code usbN} for a device on a root port; derived from {@code path} when absent
 * @param portId     the port it hangs on, e.g. {@code usb3-port2} or {@code 1-7.2-port1}; derived from {@code path}
 *                   when absent, since the kernel names a hub's ports after the hub ({@link PortPath#portId()}):
 *                   the observation's ports list would name the same port
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

    /** The minimal observation: a client that sends only the path gets the position the kernel would name. */
    public ObservedDevice {
        PortPath at = path != null && PortPath.problem(path) == null ? PortPath.parse(path) : null;
        if (at != null) {
            if (bus == 0) bus = at.bus();
            if (parentPath == null) parentPath = at.parentName();
            if (portId == null) portId = at.portId();
        }
    }

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
