package dev.linkledger.rules.facts;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.PortPath;
import java.util.List;

/**
 * A USB device as it is connected now: what its link negotiated ("is doing") next to what the
 * device can do, and the events that established each.
 *
 * @param path           the kernel's device path ({@code 3-2}); for a device no observation placed yet, its
 *                       {@link #unplacedKey} ("Bus 001 Device 023"), so that it is told from others and rules
 *                       joining on paths never match it ({@code parentPath} and {@code portId} are null then)
 * @param negotiatedMbps the kernel's {@code speed} for this device (1.5, 12, 480, 5000, 10000, 20000); NaN when unknown
 * @param lanes          the kernel's {@code rx_lanes} (1 when absent)
 * @param deviceClass    {@code bDeviceClass} as two hex digits ({@code 09} hub, {@code 11} Billboard)
 * @param capabilityMbps the highest total rate the device can do, or null when unknown
 * @param serial         the {@code serial} string, or null; with vid:pid it is the device's identity across
 *                       hosts and reconnects (enclosures report the bridge's serial, not the drive's)
 */
public record DeviceFact(String hostId, String path, int bus, Integer devnum, String parentPath, String portId,
                         double negotiatedMbps, int lanes, String vendorId, String productId, String bcdUsb,
                         String deviceClass, boolean hub, String product, List<String> drivers,
                         Integer capabilityMbps, CapabilitySource capabilitySource,
                         List<EventRef> events, List<EventRef> capabilityEvents, String serial) {

    /** The shape before {@code serial} was added: identity by vid:pid alone. */
    public DeviceFact(String hostId, String path, int bus, Integer devnum, String parentPath, String portId,
                      double negotiatedMbps, int lanes, String vendorId, String productId, String bcdUsb,
                      String deviceClass, boolean hub, String product, List<String> drivers,
                      Integer capabilityMbps, CapabilitySource capabilitySource,
                      List<EventRef> events, List<EventRef> capabilityEvents) {
        this(hostId, path, bus, devnum, parentPath, portId, negotiatedMbps, lanes, vendorId, productId, bcdUsb,
                deviceClass, hub, product, drivers, capabilityMbps, capabilitySource, events, capabilityEvents, null);
    }

    /** The key of a device without a port path: as lsusb names it, never the shape of a path. */
    public static String unplacedKey(int bus, int devnum) {
        return new DeviceAddress(bus, devnum).toString();
    }

    /** True when {@code path} is a port path, false for an unplaced device's key. */
    public boolean placed() {
        return PortPath.looksLike(path);
    }

    public boolean hasDriver(String driver) {
        return drivers != null && drivers.contains(driver);
    }

    public boolean superSpeedCapable() {
        return capabilityMbps != null && capabilityMbps >= 5000;
    }

    /** Bound to {@code uas} or {@code usb-storage}: a mass-storage device. */
    public boolean storage() {
        return hasDriver("uas") || hasDriver("usb-storage");
    }
}
