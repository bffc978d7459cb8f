package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.CapabilitySource;

import java.time.Instant;
import java.util.List;

/**
 * A host's current topology as a tree: controllers, their root hubs, and the devices below; and
 * the devices no observation placed yet, by bus and device number, with what is missing.
 */
public record TopologyView(String hostId, String hostname, Instant lastObservedAt,
                           List<ControllerView> controllers, List<PortView> ports, List<UnplacedView> unplaced) {

    public TopologyView(String hostId, String hostname, Instant lastObservedAt,
                        List<ControllerView> controllers, List<PortView> ports) {
        this(hostId, hostname, lastObservedAt, controllers, ports, List.of());
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

    public record BusView(int bus, Number speedMbps, Integer lanes, Integer ports, String driver,
                          List<DeviceView> devices) {
    }

    public record DeviceView(String path, Integer devnum, String portId, Number speedMbps, Integer rxLanes,
                             Integer txLanes, String bcdUsb, String vendorId, String productId,
                             String manufacturer, String product, String serial, String deviceClass,
                             CapabilityView capability, List<String> drivers, Instant connectedAt,
                             List<DeviceView> children) {
    }

    public record CapabilityView(Integer maxSpeedMbps, Integer lanes, CapabilitySource source) {
    }

    /** A port; {@code measuredLimitMbps} is what links proved it delivers, when below its root hub. */
    public record PortView(String id, int bus, String hubPath, int number, String peer, String connectType,
                           String connector, String state, List<String> labels, Integer measuredLimitMbps) {
    }
}
