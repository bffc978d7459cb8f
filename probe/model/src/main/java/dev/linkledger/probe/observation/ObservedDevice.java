package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;

/**
 * A USB device (not a root hub) with its negotiated link and what it can do.
 *
 * @param path       kernel device path, e.g. {@code 3-2}, {@code 1-7.2.1}; null for an unplaced device, one
 *                   whose source does not show where it hangs (a whole {@code lsusb -v}): then {@code bus} and
 *                   {@code devnum} identify it ({@link #address()}) and {@code parentPath} and {@code portId} are null
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
 * @param level      an unplaced device's tier below the root hub (1 on a root port), where {@code usb-devices}
 *                   gives it ({@code Lev=}); null for placed devices, whose path says it
 * @param parentDevnum an unplaced device's parent's device number ({@code Prnt=}, 1 being the root hub); null otherwise
 */
public record ObservedDevice(String path, int bus, Integer devnum, String parentPath, String portId,
                             UsbSpeed speedMbps, Integer rxLanes, Integer txLanes, String bcdUsb,
                             String vendorId, String productId, String bcdDevice,
                             String deviceClass, String deviceSubClass, String deviceProtocol,
                             String manufacturer, String product, String serial,
                             Integer maxChild, String removable, Capability capability,
                             List<ObservedInterface> interfaces, Integer maxPowerMa, Integer level,
                             Integer parentDevnum) {

    /** The minimal observation: a client that sends only the path gets the position the kernel would name. */
    public ObservedDevice {
        PortPath at = path != null && PortPath.problem(path) == null ? PortPath.parse(path) : null;
        if (at != null) {
            if (bus == 0) bus = at.bus();
            if (parentPath == null) parentPath = at.parentName();
            if (portId == null) portId = at.portId();
        }
    }

    /** A device with a path, or an unplaced one without {@code usb-devices}' level and parent. */
    public ObservedDevice(String path, int bus, Integer devnum, String parentPath, String portId,
                          UsbSpeed speedMbps, Integer rxLanes, Integer txLanes, String bcdUsb,
                          String vendorId, String productId, String bcdDevice,
                          String deviceClass, String deviceSubClass, String deviceProtocol,
                          String manufacturer, String product, String serial,
                          Integer maxChild, String removable, Capability capability,
                          List<ObservedInterface> interfaces, Integer maxPowerMa) {
        this(path, bus, devnum, parentPath, portId, speedMbps, rxLanes, txLanes, bcdUsb, vendorId, productId, bcdDevice,
                deviceClass, deviceSubClass, deviceProtocol, manufacturer, product, serial, maxChild, removable,
                capability, interfaces, maxPowerMa, null, null);
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

    /** The same device with another capability. */
    public ObservedDevice withCapability(Capability other) {
        return new ObservedDevice(path, bus, devnum, parentPath, portId, speedMbps, rxLanes, txLanes, bcdUsb, vendorId, productId,
                bcdDevice, deviceClass, deviceSubClass, deviceProtocol, manufacturer, product, serial, maxChild, removable,
                other, interfaces, maxPowerMa, level, parentDevnum);
    }

    /** True when the device's port path is known. */
    public boolean placed() {
        return path != null;
    }

    /** Bus and device number, or null when the device number is unknown or out of range. */
    public DeviceAddress address() {
        return DeviceAddress.problem(bus, devnum) == null ? new DeviceAddress(bus, devnum) : null;
    }

    /** The key a device is known by: its path when placed, else its address ("Bus 001 Device 023"). */
    public String key() {
        if (path != null) return path;
        DeviceAddress address = address();
        return address == null ? null : address.toString();
    }

    /** The same device at a path, its position derived from it (what a later paste or probe showed). */
    public ObservedDevice at(String newPath) {
        return new ObservedDevice(newPath, 0, devnum, null, null, speedMbps, rxLanes, txLanes, bcdUsb, vendorId,
                productId, bcdDevice, deviceClass, deviceSubClass, deviceProtocol, manufacturer, product, serial, maxChild,
                removable, capability, interfaces, maxPowerMa, null, null);
    }
}
