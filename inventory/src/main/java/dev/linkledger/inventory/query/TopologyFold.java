package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A host's topology folded in memory from its events, for time travel: feed it the events up to
 * an instant, in order, and {@link #view()} shows the tree as it was then.
 */
public final class TopologyFold {
    private String hostId;
    private String hostname;
    private Instant lastObservedAt;
    private final Map<String, ControllerSeenEvent> controllers = new TreeMap<>();
    private final Map<Integer, BusSeenEvent> buses = new TreeMap<>();
    private final Map<String, PortSeenEvent> ports = new TreeMap<>();
    private final Map<String, List<String>> labels = new TreeMap<>();
    private final Map<String, Integer> portLimits = new TreeMap<>();
    private final Map<String, ObservedDevice> devices = new TreeMap<>();
    private final Map<String, Instant> connectedAt = new TreeMap<>();
    /** By "Bus 001 Device 023", with the time each was first stated. */
    private final Map<String, ObservedDevice> unplaced = new TreeMap<>();
    private final Map<String, Instant> unplacedSince = new TreeMap<>();
    private final Map<String, Usb4LinkSeenEvent> routers = new TreeMap<>();

    public void apply(Object event) {
        if (event instanceof HostEvent h) {
            hostId = h.hostId();
            if (lastObservedAt == null || h.observedAt().isAfter(lastObservedAt)) lastObservedAt = h.observedAt();
        }
        if (event instanceof HostRegisteredEvent e) hostname = e.hostname();
        else if (event instanceof ControllerSeenEvent e) controllers.put(e.controllerId(), e);
        else if (event instanceof BusSeenEvent e) buses.put(e.bus(), e);
        else if (event instanceof PortSeenEvent e) ports.put(e.portId(), e);
        else if (event instanceof DeviceConnectedEvent e && !e.device().placed()) {
            unplaced.put(e.device().key(), e.device());
            unplacedSince.putIfAbsent(e.device().key(), e.observedAt());
        } else if (event instanceof DeviceConnectedEvent e) {
            devices.put(e.device().path(), e.device());
            connectedAt.put(e.device().path(), e.observedAt());
        } else if (event instanceof DeviceLocatedEvent e) {
            String address = new DeviceAddress(e.bus(), e.devnum()).toString();
            unplaced.remove(address);
            Instant since = unplacedSince.remove(address);
            devices.put(e.device().path(), e.device());
            connectedAt.put(e.device().path(), since != null ? since : e.observedAt());
        } else if (event instanceof DeviceDisconnectedEvent e && e.path() == null) {
            if (e.devnum() != null) {
                unplaced.remove(new DeviceAddress(e.bus(), e.devnum()).toString());
                unplacedSince.remove(new DeviceAddress(e.bus(), e.devnum()).toString());
            }
        } else if (event instanceof DeviceDisconnectedEvent e) {
            devices.remove(e.path());
            connectedAt.remove(e.path());
        } else if (event instanceof LinkSpeedChangedEvent e) {
            devices.computeIfPresent(e.path(), (p, d) -> with(d, e.toSpeed(), e.rxLanes(), e.txLanes(), d.capability(), d.interfaces()));
        } else if (event instanceof DeviceCapabilityLearnedEvent e) {
            devices.computeIfPresent(e.path(), (p, d) -> with(d, d.speedMbps(), d.rxLanes(), d.txLanes(), e.capability(), d.interfaces()));
        } else if (event instanceof DeviceDriversChangedEvent e) {
            devices.computeIfPresent(e.path(), (p, d) -> with(d, d.speedMbps(), d.rxLanes(), d.txLanes(), d.capability(), e.interfaces()));
        } else if (event instanceof Usb4LinkSeenEvent e) {
            routers.put(e.router().name(), e);
        } else if (event instanceof Usb4RouterGoneEvent e) {
            routers.remove(e.router());
        } else if (event instanceof PortLabelledEvent e) {
            e.portIds().forEach(p -> labels.put(p, e.labels()));
        } else if (event instanceof PortCapabilityMeasuredEvent e) {
            e.portIds().forEach(p -> {
                if (e.limitMbps() == null) portLimits.remove(p);
                else portLimits.put(p, e.limitMbps());
            });
        }
    }

    public boolean isEmpty() {
        return hostId == null;
    }

    public TopologyView view() {
        DeviceTree<ObservedDevice> tree = new DeviceTree<>(devices.values(), ObservedDevice::path,
                ObservedDevice::parentPath, this::deviceView);
        List<TopologyView.ControllerView> controllerViews = new ArrayList<>();
        for (ControllerSeenEvent c : controllers.values()) {
            List<TopologyView.BusView> busViews = buses.values().stream()
                    .filter(b -> Objects.equals(b.controller(), c.controllerId())).map(b -> bus(b, tree)).toList();
            controllerViews.add(new TopologyView.ControllerView(c.controllerId(), c.pciAddress(), c.vendorId(),
                    c.deviceId(), c.name(), c.inferred(), busViews));
        }
        List<TopologyView.BusView> orphans = tree.withUnseenBuses(buses.values().stream().filter(b -> b.controller() == null)
                .map(b -> bus(b, tree)).toList(), buses.keySet());
        if (!orphans.isEmpty())
            controllerViews.add(new TopologyView.ControllerView(null, null, null, null, null, true, orphans));
        List<TopologyView.PortView> portViews = ports.values().stream()
                .map(p -> new TopologyView.PortView(p.portId(), p.bus(), p.hubPath(), p.number(), p.peer(),
                        p.connectType(), p.connector(), p.state(), labels.getOrDefault(p.portId(), List.of()),
                        portLimits.get(p.portId())))
                .toList();
        List<TopologyView.UnplacedView> unplacedViews = unplaced.entrySet().stream()
                .map(u -> UnplacedViews.of(u.getValue(), unplacedSince.get(u.getKey()))).toList();
        List<TopologyView.Usb4RouterView> routerViews = routers.values().stream().map(TopologyFold::router).toList();
        return new TopologyView(hostId, hostname, lastObservedAt, controllerViews, portViews, unplacedViews, routerViews);
    }

    private static TopologyView.Usb4RouterView router(Usb4LinkSeenEvent e) {
        ObservedThunderboltDevice r = e.router();
        return new TopologyView.Usb4RouterView(r.name(), r.uuid(), r.parent(), r.domain(), r.host(), r.generation(),
                r.vendorName(), r.deviceName(), r.rxSpeedGbps(), r.rxLanes(), r.txSpeedGbps(), r.txLanes(),
                r.links() == null ? List.of() : r.links(), r.status(), r.policy(), r.security(), r.bootAclUsed(),
                r.bootAclSlots(), e.observedAt());
    }

    private TopologyView.BusView bus(BusSeenEvent b, DeviceTree<ObservedDevice> tree) {
        return new TopologyView.BusView(b.bus(), number(b.speedMbps()), b.lanes(), b.ports(), b.driver(), tree.onBus(b.bus()));
    }

    private TopologyView.DeviceView deviceView(ObservedDevice d, boolean parentSeen, List<TopologyView.DeviceView> children) {
        Capability c = d.capability() == null ? Capability.unknown() : d.capability();
        List<String> drivers = d.interfaces() == null ? List.of() : d.interfaces().stream()
                .map(ObservedInterface::driver).filter(Objects::nonNull).distinct().toList();
        return new TopologyView.DeviceView(d.path(), d.devnum(), d.portId(), number(d.speedMbps()),
                d.rxLanes(), d.txLanes(), d.bcdUsb(), d.vendorId(), d.productId(), d.manufacturer(),
                d.product(), d.serial(), d.deviceClass(),
                new TopologyView.CapabilityView(c.maxSpeedMbps(), c.lanes(), c.source()), drivers,
                connectedAt.get(d.path()), children, parentSeen);
    }

    private static Number number(dev.linkledger.probe.usb.UsbSpeed speed) {
        if (speed == null || !speed.numeric()) return null;
        double mbps = speed.mbps();
        return mbps == Math.rint(mbps) ? (Number) (int) mbps : (Number) java.math.BigDecimal.valueOf(mbps);
    }

    private static ObservedDevice with(ObservedDevice d, dev.linkledger.probe.usb.UsbSpeed speed, Integer rx, Integer tx,
                                       Capability capability, List<ObservedInterface> interfaces) {
        return new ObservedDevice(d.path(), d.bus(), d.devnum(), d.parentPath(), d.portId(), speed, rx, tx, d.bcdUsb(),
                d.vendorId(), d.productId(), d.bcdDevice(), d.deviceClass(), d.deviceSubClass(), d.deviceProtocol(),
                d.manufacturer(), d.product(), d.serial(), d.maxChild(), d.removable(), capability, interfaces);
    }
}
