package dev.linkledger.advisor.plan;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.query.BusRecord;
import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.EventStampView;
import dev.linkledger.inventory.query.PortRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.rules.catalog.HostControllers;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.plan.PortOption;
import dev.linkledger.rules.plan.SuperSpeedHalf;
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
 * paste) gets its ports by the kernel's names, {@code usbN-portM}. A paste pairs no ports, and a
 * controller may have more USB 2.0 ports than SuperSpeed ones (story 000's desktop: four and two), so
 * its USB 2.0 root ports are neither SuperSpeed connectors nor USB 2.0-only ones: their SuperSpeed half
 * is {@link SuperSpeedHalf#UNKNOWN}, with the controller's SuperSpeed bus where it would be. It is known
 * where the evidence pairs them: sysfs {@code peer} links, or a USB 3 hub seen on both halves
 * ({@link HubTwinPairs}); and known absent on a controller without SuperSpeed (EHCI, OHCI, dwc2).
 */
@ApplicationScoped
public class HostPorts {
    private static final Set<String> STORAGE_DRIVERS = Set.of("uas", "usb-storage");

    @Inject
    TopologyQueries queries;

    /** The connectors, treating devices at {@code ignoredPaths} (the enclosure asked about) as absent. */
    public List<PortOption> of(String hostId, Set<String> ignoredPaths) {
        Map<Integer, BusRecord> buses = queries.buses(hostId).stream()
                .collect(Collectors.toMap(b -> b.bus(), Function.identity()));
        List<DeviceRecord> devices = queries.devices(hostId).stream().filter(d -> !ignoredPaths.contains(d.path())).toList();
        List<PortRecord> ports = new ArrayList<>(queries.ports(hostId));
        // No port names its peer: the host was imported from a paste, which does not pair ports.
        boolean paired = ports.stream().anyMatch(p -> p.peer() != null);
        for (BusRecord b : buses.values())
            if (ports.stream().noneMatch(p -> p.bus() == b.bus()) && b.portCount() != null)
                for (int n = 1; n <= b.portCount(); n++) ports.add(synthetic(b, n));
        if (!paired) ports.replaceAll(withPeer(HubTwinPairs.portPeers(buses, devices, ports)));
        Set<String> known = ports.stream().map(p -> p.portId()).collect(Collectors.toSet());
        List<PortOption> options = new ArrayList<>();
        for (PortRecord p : ports) {
            BusRecord bus = buses.get(p.bus());
            if (bus == null) continue;
            double rootHub = mbps(bus.speed());
            boolean superSpeed = UsbSpeed.superSpeed(rootHub);
            if (!superSpeed && p.peer() != null && known.contains(p.peer())) continue;
            boolean halfKnown = superSpeed || paired || p.peer() != null || HostControllers.withoutSuperSpeed(bus.driver())
                    || (!root(p) && usb2OnlyHub(p.hubPath(), devices));
            // A root port's half would be on its controller's SuperSpeed root hub; an unpaired hub's, nowhere shown.
            BusRecord possibleHalf = halfKnown || !root(p) ? null : superSpeedBus(bus, buses).orElse(null);
            options.add(option(hostId, p, bus, rootHub, superSpeed, devices, buses, !halfKnown, possibleHalf));
        }
        return options;
    }

    /**
     * The fastest SuperSpeed root hub of the bus's controller: where an unpaired USB 2.0 root port's
     * SuperSpeed half presumably is, as the USB 2.0 fallback finding assumes for the device on it.
     */
    private static Optional<BusRecord> superSpeedBus(BusRecord bus, Map<Integer, BusRecord> buses) {
        if (bus.controllerId() == null) return Optional.empty();
        return buses.values().stream().filter(b -> bus.controllerId().equals(b.controllerId()) && UsbSpeed.superSpeed(mbps(b.speed())))
                .max(java.util.Comparator.comparingDouble(b -> mbps(b.speed())));
    }

    private static boolean root(PortRecord p) {
        return p.hubPath() == null || p.hubPath().startsWith("usb");
    }

    private PortOption option(String hostId, PortRecord p, BusRecord bus, double rootHub, boolean superSpeed,
                              List<DeviceRecord> devices, Map<Integer, BusRecord> buses, boolean halfUnknown,
                              BusRecord possibleHalf) {
        Optional<DeviceRecord> occupant = devices.stream()
                .filter(d -> p.portId().equals(d.portId()) || (p.peer() != null && p.peer().equals(d.portId()))).findFirst();
        boolean root = root(p);
        Double hubLink = root ? null : devices.stream().filter(d -> d.path().equals(p.hubPath())).findFirst()
                .map(d -> mbps(d.speed())).orElse(null);
        List<String> storage = devices.stream()
                .filter(d -> occupant.map(o -> !o.path().equals(d.path())).orElse(true))
                .filter(d -> buses.containsKey(d.bus()) && Objects.equals(buses.get(d.bus()).controllerId(), bus.controllerId()))
                .filter(d -> d.drivers().stream().anyMatch(STORAGE_DRIVERS::contains))
                .map(d -> d.path()).toList();
        List<EventRef> events = new ArrayList<>();
        ref(p.seen()).ifPresent(events::add);
        ref(bus.seen()).ifPresent(events::add);
        if (p.measuredEvent() != null) events.add(new EventRef(p.measuredEvent(), "PortCapabilityMeasuredEvent", null));
        return new PortOption(hostId, p.portId(), p.peer(), p.bus(), bus.controllerId(), root, rootHub, p.measuredLimitMbps(),
                hubLink, superSpeed, occupant.map(d -> d.path()).orElse(null),
                occupant.map(d -> mbps(d.speed())).orElse(null),
                occupant.map(d -> (d.vendorId() + ":" + d.productId()).toLowerCase()).orElse(null), storage, List.copyOf(events),
                halfUnknown, possibleHalf == null ? null : possibleHalf.bus(), possibleHalf == null ? null : mbps(possibleHalf.speed()));
    }

    private static PortRecord synthetic(BusRecord b, int number) {
        return PortRecord.unlisted(b.hostId(), b.bus(), PortPath.rootPortId(b.bus(), number), PortPath.rootHubName(b.bus()),
                number);
    }

    /** The port with the peer a USB 3 hub seen on both halves showed ({@link HubTwinPairs}). */
    private static java.util.function.UnaryOperator<PortRecord> withPeer(Map<String, String> peers) {
        return p -> {
            String peer = peers.get(p.portId());
            return peer == null || p.peer() != null ? p : new PortRecord(p.hostId(), p.portId(), p.bus(), p.hubPath(),
                    p.number(), peer, p.connectType(), p.location(), p.connector(), p.overCurrentCount(), p.state(), p.labels(),
                    p.measuredLimitMbps(), p.measuredCable(), p.measuredEvent(), p.measuredAt(), p.seen());
        };
    }

    /** The hub is known to do USB 2.0 at most (its descriptors or the catalog): its ports have no SuperSpeed half. */
    private static boolean usb2OnlyHub(String hubPath, List<DeviceRecord> devices) {
        return devices.stream().filter(d -> d.path().equals(hubPath)).findFirst()
                .map(d -> UsbSpeed.usb2OrSlower(d.capabilityMbps())).orElse(false);
    }

    private static Optional<EventRef> ref(EventStampView s) {
        return s == null || s.id() == null ? Optional.empty() : Optional.of(new EventRef(s.id(), s.type(), s.at()));
    }

    /** 0 for a speed that is absent or not a number: such a port ranks last. */
    private static double mbps(UsbSpeed speed) {
        double mbps = speed == null ? Double.NaN : speed.mbps();
        return Double.isNaN(mbps) ? 0 : mbps;
    }
}
