package dev.linkledger.advisor.plan;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.query.BusEntity;
import dev.linkledger.inventory.query.DeviceEntity;
import dev.linkledger.inventory.query.EventStamp;
import dev.linkledger.inventory.query.PortEntity;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.plan.PortOption;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A host's physical connectors from the inventory projection, one {@link PortOption} each: the
 * SuperSpeed half stands for a connector that has one. A bus whose ports were never listed (an lsusb
 * paste) gets its ports by the kernel's names, {@code usbN-portM}. A paste pairs no ports: its USB
 * 2.0 root ports are taken to have their SuperSpeed half on the same controller's SuperSpeed root
 * hub, as the findings take them, so a plan never calls a USB 2.0 cable enough for the port a
 * finding says needs a SuperSpeed one.
 */
@ApplicationScoped
public class HostPorts {
    private static final Set<String> STORAGE_DRIVERS = Set.of("uas", "usb-storage");

    @Inject
    TopologyQueries queries;

    /** The connectors, treating devices at {@code ignoredPaths} (the enclosure asked about) as absent. */
    public List<PortOption> of(String hostId, Set<String> ignoredPaths) {
        Map<Integer, BusEntity> buses = queries.buses(hostId).stream()
                .collect(Collectors.toMap(b -> b.bus, Function.identity()));
        List<DeviceEntity> devices = queries.devices(hostId).stream().filter(d -> !ignoredPaths.contains(d.path)).toList();
        List<PortEntity> ports = new ArrayList<>(queries.ports(hostId));
        // No port names its peer: the host was imported from a paste, which does not pair ports.
        boolean paired = ports.stream().anyMatch(p -> p.peer != null);
        for (BusEntity b : buses.values())
            if (ports.stream().noneMatch(p -> p.bus == b.bus) && b.portCount != null)
                for (int n = 1; n <= b.portCount; n++) ports.add(synthetic(b, n));
        Set<String> known = ports.stream().map(p -> p.portId).collect(Collectors.toSet());
        List<PortOption> options = new ArrayList<>();
        for (PortEntity p : ports) {
            BusEntity bus = buses.get(p.bus);
            if (bus == null) continue;
            double rootHub = mbps(bus.speedMbps);
            boolean superSpeed = rootHub >= 5000;
            if (!superSpeed && p.peer != null && known.contains(p.peer)) continue;
            BusEntity superSpeedHalf = superSpeed || paired || !root(p) ? null : superSpeedBus(bus, buses).orElse(null);
            if (superSpeedHalf != null)
                options.add(option(hostId, p, bus, mbps(superSpeedHalf.speedMbps), true, devices, buses, superSpeedHalf.bus));
            else
                options.add(option(hostId, p, bus, rootHub, superSpeed, devices, buses, null));
        }
        return options;
    }

    /**
     * The fastest SuperSpeed root hub of the bus's controller: where an unpaired USB 2.0 root port's
     * SuperSpeed half presumably is, as the USB 2.0 fallback finding assumes for the device on it.
     */
    private static Optional<BusEntity> superSpeedBus(BusEntity bus, Map<Integer, BusEntity> buses) {
        if (bus.controllerId == null) return Optional.empty();
        return buses.values().stream().filter(b -> bus.controllerId.equals(b.controllerId) && mbps(b.speedMbps) >= 5000)
                .max(java.util.Comparator.comparingDouble(b -> mbps(b.speedMbps)));
    }

    private static boolean root(PortEntity p) {
        return p.hubPath == null || p.hubPath.startsWith("usb");
    }

    private PortOption option(String hostId, PortEntity p, BusEntity bus, double rootHub, boolean superSpeed,
                              List<DeviceEntity> devices, Map<Integer, BusEntity> buses, Integer inferredSuperSpeedBus) {
        Optional<DeviceEntity> occupant = devices.stream()
                .filter(d -> p.portId.equals(d.portId) || (p.peer != null && p.peer.equals(d.portId))).findFirst();
        boolean root = root(p);
        Double hubLink = root ? null : devices.stream().filter(d -> d.path.equals(p.hubPath)).findFirst()
                .map(d -> mbps(d.speedMbps)).orElse(null);
        List<String> storage = devices.stream()
                .filter(d -> occupant.map(o -> !o.path.equals(d.path)).orElse(true))
                .filter(d -> buses.containsKey(d.bus) && Objects.equals(buses.get(d.bus).controllerId, bus.controllerId))
                .filter(d -> TopologyQueries.drivers(d).stream().anyMatch(STORAGE_DRIVERS::contains))
                .map(d -> d.path).toList();
        List<EventRef> events = new ArrayList<>();
        ref(p.seen).ifPresent(events::add);
        ref(bus.seen).ifPresent(events::add);
        if (p.measuredEvent != null) events.add(new EventRef(p.measuredEvent, "PortCapabilityMeasuredEvent", null));
        return new PortOption(hostId, p.portId, p.peer, p.bus, bus.controllerId, root, rootHub, p.measuredLimitMbps,
                hubLink, superSpeed, occupant.map(d -> d.path).orElse(null),
                occupant.map(d -> mbps(d.speedMbps)).orElse(null),
                occupant.map(d -> (d.vendorId + ":" + d.productId).toLowerCase()).orElse(null), storage, List.copyOf(events),
                inferredSuperSpeedBus);
    }

    private static PortEntity synthetic(BusEntity b, int number) {
        PortEntity p = new PortEntity();
        p.hostId = b.hostId;
        p.portId = PortPath.rootPortId(b.bus, number);
        p.bus = b.bus;
        p.hubPath = PortPath.rootHubName(b.bus);
        p.number = number;
        return p;
    }

    private static Optional<EventRef> ref(EventStamp s) {
        return s == null || s.id == null ? Optional.empty() : Optional.of(new EventRef(s.id, s.type, s.at));
    }

    /** 0 for a speed that is absent or not a number: such a port ranks last. */
    private static double mbps(String speed) {
        double mbps = speed == null ? Double.NaN : UsbSpeed.parse(speed).mbps();
        return Double.isNaN(mbps) ? 0 : mbps;
    }
}
