package dev.linkledger.rules.facts;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;
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
 * @param interfaceClasses {@code bInterfaceClass} of each interface as two hex digits ({@code 08} mass storage,
 *                       {@code 09} hub), in interface order; empty when the evidence names none. {@code lsusb -t}
 *                       prints interface classes only, so this is often all a paste says of what a device is
 */
public record DeviceFact(String hostId, String path, int bus, Integer devnum, String parentPath, String portId,
                         double negotiatedMbps, int lanes, String vendorId, String productId, String bcdUsb,
                         String deviceClass, boolean hub, String product, List<String> drivers,
                         Integer capabilityMbps, CapabilitySource capabilitySource,
                         List<EventRef> events, List<EventRef> capabilityEvents, String serial, List<String> interfaceClasses) {

    private static final String HUB_CLASS = "09";
    private static final String MASS_STORAGE_CLASS = "08";

    public DeviceFact {
        interfaceClasses = interfaceClasses == null ? List.of()
                : interfaceClasses.stream().filter(java.util.Objects::nonNull).toList();
    }

    /**
     * The connection's identity only (host, path, bus, device number). Equal facts agree on these,
     * so it is consistent with the record's equals, which still compares every component. The rule
     * engine hashes a device for every fact derived from it (insertLogical keeps derived facts by
     * equality): the record's own hash of all 21 components, lists of event references included,
     * was most of the engine's time in a burst's flight recording (BENCHMARKS.md).
     */
    @Override
    public int hashCode() {
        int h = java.util.Objects.hashCode(hostId);
        h = 31 * h + java.util.Objects.hashCode(path);
        h = 31 * h + bus;
        return 31 * h + java.util.Objects.hashCode(devnum);
    }

    /** The shape before {@code interfaceClasses}: what a device is from its device class and drivers alone. */
    public DeviceFact(String hostId, String path, int bus, Integer devnum, String parentPath, String portId,
                      double negotiatedMbps, int lanes, String vendorId, String productId, String bcdUsb,
                      String deviceClass, boolean hub, String product, List<String> drivers,
                      Integer capabilityMbps, CapabilitySource capabilitySource,
                      List<EventRef> events, List<EventRef> capabilityEvents, String serial) {
        this(hostId, path, bus, devnum, parentPath, portId, negotiatedMbps, lanes, vendorId, productId, bcdUsb,
                deviceClass, hub, product, drivers, capabilityMbps, capabilitySource, events, capabilityEvents, serial, List.of());
    }

    /**
     * Whether a device is a hub: its device class says so, or (when the evidence gives interface classes only, as
     * {@code lsusb -t} does) its interface does; a hub carries the hub class on both (USB 2.0 spec 11.23.1).
     */
    public static boolean hubClass(String deviceClass, List<String> interfaceClasses) {
        return HUB_CLASS.equals(deviceClass) || (interfaceClasses != null && interfaceClasses.contains(HUB_CLASS));
    }

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

    /** The device can do SuperSpeed (its known capability is 5000 or more); false when unknown. */
    public boolean superSpeedCapable() {
        return UsbSpeed.superSpeed(capabilityMbps);
    }

    /** The device is known to do USB 2.0 at most (its known capability is 480 or less); false when unknown. */
    public boolean usb2OnlyCapable() {
        return UsbSpeed.usb2OrSlower(capabilityMbps);
    }

    /** The link negotiated a SuperSpeed rate (5000 or more); false when the speed is unknown (NaN). */
    public boolean linkSuperSpeed() {
        return UsbSpeed.superSpeed(negotiatedMbps);
    }

    /** The link negotiated USB 2.0 or slower (480 or less); false when the speed is unknown (NaN). */
    public boolean linkUsb2OrSlower() {
        return UsbSpeed.usb2OrSlower(negotiatedMbps);
    }

    /** The link negotiated exactly High-Speed (480), where a SuperSpeed device on its USB 2.0 half sits. */
    public boolean linkHighSpeed() {
        return UsbSpeed.highSpeed(negotiatedMbps);
    }

    /**
     * A mass-storage device: an interface of class 08, or bound to {@code uas} or {@code usb-storage} (a
     * paste may name the driver without the class, or the class of a device no driver has bound yet).
     */
    public boolean storage() {
        return hasDriver("uas") || hasDriver("usb-storage") || interfaceClasses.contains(MASS_STORAGE_CLASS);
    }
}
