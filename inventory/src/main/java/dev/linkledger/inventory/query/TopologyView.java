package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.CapabilitySource;

import java.time.Instant;
import java.util.List;

/**
 * A host's current topology as a tree: controllers, their root hubs, and the devices below; and
 * the devices no observation placed yet, by bus and device number, with what is missing.
 */
public record TopologyView(String hostId, String hostname, Instant lastObservedAt,
                           List<ControllerView> controllers, List<PortView> ports, List<UnplacedView> unplaced,
                           List<Usb4RouterView> thunderbolt) {

    public TopologyView(String hostId, String hostname, Instant lastObservedAt,
                        List<ControllerView> controllers, List<PortView> ports) {
        this(hostId, hostname, lastObservedAt, controllers, ports, List.of(), List.of());
    }

    public TopologyView(String hostId, String hostname, Instant lastObservedAt,
                        List<ControllerView> controllers, List<PortView> ports, List<UnplacedView> unplaced) {
        this(hostId, hostname, lastObservedAt, controllers, ports, unplaced, List.of());
    }

    /**
     * A USB4/Thunderbolt router and the link to its parent: per-lane rates in Gb/s and lane counts as the kernel
     * and boltctl print them ({@code 40 Gb/s = 2 lanes * 20 Gb/s}); a host router has no link of its own.
     * {@code name} is the kernel's ({@code 0-1}) or, from a boltctl paste without syspaths, the uuid.
     */
    public record Usb4RouterView(String name, String uuid, String parent, String domain, Boolean host, Integer generation,
                                 String vendorName, String deviceName, Double rxLaneGbps, Integer rxLanes,
                                 Double txLaneGbps, Integer txLanes, List<String> links, String status, String policy,
                                 String security, Integer bootAclUsed, Integer bootAclSlots, Instant seenAt) {
    }

    /**
     * A device without a port path. {@code level} and {@code parentDevnum} are usb-devices' {@code Lev=}
     * and {@code Prnt=} where it gave them; {@code missing} says what to paste to learn the rest.
     */
    public record UnplacedView(int bus, int devnum, Integer level, Integer parentDevnum, Number speedMbps,
                               String bcdUsb, String vendorId, String productId, String manufacturer, String product,
                               String serial, String deviceClass, CapabilityView capability, List<String> drivers,
                               Instant connectedAt, List<String> missing) {
    }

    public record ControllerView(String id, String pciAddress, String vendorId, String deviceId, String name,
                                 boolean inferred, List<BusView> buses) {
    }

    /**
     * A root hub and what hangs on it. {@code seen} is false for a bus no observation reported
     * itself, listed because the evidence places a device on it (a dmesg line naming 4-2.1 only).
     */
    public record BusView(int bus, Number speedMbps, Integer lanes, Integer ports, String driver,
                          List<DeviceView> devices, boolean seen) {

        public BusView(int bus, Number speedMbps, Integer lanes, Integer ports, String driver, List<DeviceView> devices) {
            this(bus, speedMbps, lanes, ports, driver, devices, true);
        }

        /** A bus known only from the paths of devices on it. */
        static BusView unseen(int bus, List<DeviceView> devices) {
            return new BusView(bus, null, null, null, null, devices, false);
        }
    }

    /**
     * A placed device and what hangs on it. {@code parentSeen} is false when the hub its path names
     * (1-1 for 1-1.4) is not in the evidence: the device then hangs under the nearest ancestor that
     * is, or directly under its bus, in path order.
     */
    public record DeviceView(String path, Integer devnum, String portId, Number speedMbps, Integer rxLanes,
                             Integer txLanes, String bcdUsb, String vendorId, String productId,
                             String manufacturer, String product, String serial, String deviceClass,
                             CapabilityView capability, List<String> drivers, Instant connectedAt,
                             List<DeviceView> children, boolean parentSeen) {

        public DeviceView(String path, Integer devnum, String portId, Number speedMbps, Integer rxLanes,
                          Integer txLanes, String bcdUsb, String vendorId, String productId,
                          String manufacturer, String product, String serial, String deviceClass,
                          CapabilityView capability, List<String> drivers, Instant connectedAt,
                          List<DeviceView> children) {
            this(path, devnum, portId, speedMbps, rxLanes, txLanes, bcdUsb, vendorId, productId, manufacturer, product,
                    serial, deviceClass, capability, drivers, connectedAt, children, true);
        }
    }

    public record CapabilityView(Integer maxSpeedMbps, Integer lanes, CapabilitySource source) {
    }

    /** A port; {@code measuredLimitMbps} is what links proved it delivers, when below its root hub. */
    public record PortView(String id, int bus, String hubPath, int number, String peer, String connectType,
                           String connector, String state, List<String> labels, Integer measuredLimitMbps) {
    }
}
