package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.TypecCableSeenEvent;
import dev.linkledger.inventory.api.BlockDeviceAttachedEvent;
import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.observation.ObservedTypecPort;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The events that bring a known topology up to a new (validated) observation, in order:
 * controllers, buses and ports that are new or changed; then disconnects (deepest path first);
 * then connects and changes on continuing connections, in the observation's order.
 * <p>
 * A connection is the same path with the same devnum and vid:pid; anything else at a known path
 * is a reconnect. An unplaced device (no path) is known by bus and devnum until an observation
 * shows the same bus, devnum and vid:pid at a path: then it is located there, not connected anew. On a continuing connection, a value the observation does not know (null speed
 * or lanes, no interfaces, an unknown capability) is not a change: not every source sees it.
 */
final class ObservationDiff {
    private final HostTopology known;
    private final Observation seen;
    private final List<HostEvent> events = new ArrayList<>();

    private ObservationDiff(HostTopology known, Observation seen) {
        this.known = known;
        this.seen = seen;
    }

    static List<HostEvent> between(HostTopology known, Observation observation) {
        return new ObservationDiff(known, observation).compute();
    }

    private List<HostEvent> compute() {
        for (ObservedController c : seen.controllers())
            if (!c.equals(seenController(c.id()))) events.add(controllerSeen(c));
        for (ObservedBus b : seen.buses())
            if (!b.equals(seenBus(b.bus()))) events.add(busSeen(b));
        for (ObservedPort p : seen.ports())
            if (!p.equals(seenPort(p.id()))) events.add(portSeen(p));
        for (ObservedTypecPort t : seen.typecPorts())
            if (t != null && t.cable() != null && !t.cable().equals(known.typecCables().get(t.port())))
                events.add(new TypecCableSeenEvent(hostId(), id(), at(), t.port(),
                        t.usbPorts() == null ? List.of() : List.copyOf(t.usbPorts()), t.cable()));
        Set<String> routersSeen = new HashSet<>();
        for (ObservedThunderboltDevice t : seen.thunderbolt()) {
            if (t == null || t.name() == null) continue;
            routersSeen.add(t.name());
            if (!t.equals(seenRouter(t.name()))) events.add(new Usb4LinkSeenEvent(hostId(), id(), at(), t));
        }
        // Like a USB device, a router this observation does not show is gone (unplugged, or not in this paste).
        for (String router : known.usb4Routers().keySet())
            if (!routersSeen.contains(router)) events.add(new Usb4RouterGoneEvent(hostId(), id(), at(), router));
        List<ObservedDevice> seenDevices = placedByKnownPaths(seen.devices());
        Map<String, ObservedDevice> seenByPath = byKey(seenDevices.stream().filter(ObservedDevice::placed).toList(), ObservedDevice::path);
        Map<String, ObservedDevice> located = located(seenDevices);
        List<HostTopology.KnownDevice> deepestFirst = new ArrayList<>(known.devices().values());
        Collections.reverse(deepestFirst);
        for (HostTopology.KnownDevice k : deepestFirst) {
            ObservedDevice d = seenByPath.get(k.path());
            if (d == null || !sameConnection(k, d) || located.containsKey(k.path())) events.add(disconnected(k));
        }
        for (ObservedDevice u : unplacedDevices())
            if (!located.containsValue(u) && seenDevices.stream().noneMatch(d -> !d.placed() && sameUnplaced(u, d)))
                events.add(disconnected(u));
        for (ObservedDevice d : seenDevices) {
            if (!d.placed()) {
                unplacedSeen(d);
                continue;
            }
            ObservedDevice u = located.get(d.path());
            HostTopology.KnownDevice k = known.devices().get(d.path());
            if (u != null) events.add(new DeviceLocatedEvent(hostId(), id(), at(), u.bus(), u.devnum(), DeviceJoin.joined(u, d)));
            else if (k == null || !sameConnection(k, d)) events.add(new DeviceConnectedEvent(hostId(), id(), at(), d));
            else changesOn(k, d);
        }
        for (ObservedBlockDevice b : seen.blockDevices())
            if (b != null && b.name() != null && !b.equals(known.blockDevices().get(b.name())))
                events.add(new BlockDeviceAttachedEvent(hostId(), id(), at(), b));
        Set<String> linesAdded = new HashSet<>();
        for (KernelLogEntry line : seen.kernelLog()) {
            if (line == null || line.kind() == null || line.text() == null) continue;
            KernelLogLineRecordedEvent event = new KernelLogLineRecordedEvent(hostId(), id(), at(), line.devicePath(),
                    line.kind(), line.text(), line.line());
            if (!known.kernelLogLines().contains(event.lineKey()) && linesAdded.add(event.lineKey())) events.add(event);
        }
        return List.copyOf(events);
    }

    /**
     * An unplaced device this observation shows at a known connection's bus and device number is
     * that connection: it takes its path, so what it adds (a BOS, a class) lands on it.
     */
    private List<ObservedDevice> placedByKnownPaths(List<ObservedDevice> devices) {
        Set<String> pathsSeen = devices.stream().filter(ObservedDevice::placed).map(ObservedDevice::path).collect(Collectors.toSet());
        List<ObservedDevice> placed = new ArrayList<>(devices.size());
        for (ObservedDevice d : devices) {
            HostTopology.KnownDevice k = d.placed() ? null : known.devices().values().stream()
                    .filter(c -> !pathsSeen.contains(c.path()) && DeviceJoin.sameDevice(c.bus(), c.devnum(), c.vendorId(), c.productId(), d))
                    .findFirst().orElse(null);
            placed.add(k == null ? d : d.at(k.path()));
        }
        return placed;
    }

    /**
     * Known unplaced devices this observation shows at a path, by that path: the same bus, device
     * number and vid:pid, at a path where no continuing connection is known.
     */
    private Map<String, ObservedDevice> located(List<ObservedDevice> devices) {
        Map<String, ObservedDevice> located = new java.util.HashMap<>();
        for (ObservedDevice d : devices) {
            if (!d.placed()) continue;
            HostTopology.KnownDevice k = known.devices().get(d.path());
            if (k != null && sameConnection(k, d)) continue;
            unplacedDevices().stream()
                    .filter(u -> !located.containsValue(u) && DeviceJoin.sameDevice(u.bus(), u.devnum(), u.vendorId(), u.productId(), d))
                    .findFirst().ifPresent(u -> located.put(d.path(), u));
        }
        return located;
    }

    private ObservedController seenController(String id) {
        HostTopology.KnownController c = known.controllers().get(id);
        return c == null ? null : c.controller();
    }

    private ObservedThunderboltDevice seenRouter(String name) {
        HostTopology.KnownRouter r = known.usb4Routers().get(name);
        return r == null ? null : r.router();
    }

    private ObservedBus seenBus(int bus) {
        HostTopology.KnownBus b = known.buses().get(bus);
        return b == null ? null : b.bus();
    }

    private ObservedPort seenPort(String id) {
        HostTopology.KnownPort p = known.ports().get(id);
        return p == null ? null : p.port();
    }

    private List<ObservedDevice> unplacedDevices() {
        return known.unplaced().values().stream().map(HostTopology.UnplacedDevice::device).toList();
    }

    private static boolean sameUnplaced(ObservedDevice known, ObservedDevice seen) {
        return DeviceJoin.sameDevice(known.bus(), known.devnum(), known.vendorId(), known.productId(), seen);
    }

    /** A new unplaced device connects; a known one with new facts is stated again whole (no path for the change events). */
    private void unplacedSeen(ObservedDevice d) {
        HostTopology.UnplacedDevice knownUnplaced = known.unplaced().get(d.key());
        ObservedDevice u = knownUnplaced == null ? null : knownUnplaced.device();
        if (u == null || !sameUnplaced(u, d)) {
            events.add(new DeviceConnectedEvent(hostId(), id(), at(), d));
            return;
        }
        ObservedDevice joined = DeviceJoin.joined(u, d);
        if (!joined.equals(u)) events.add(new DeviceConnectedEvent(hostId(), id(), at(), joined));
    }

    private void changesOn(HostTopology.KnownDevice k, ObservedDevice d) {
        if (news(k.speed(), d.speedMbps()) || news(k.rxLanes(), d.rxLanes()) || news(k.txLanes(), d.txLanes()))
            events.add(new LinkSpeedChangedEvent(hostId(), id(), at(), d.path(), d.devnum(), k.speed(),
                    orKnown(d.speedMbps(), k.speed()), orKnown(d.rxLanes(), k.rxLanes()), orKnown(d.txLanes(), k.txLanes())));
        Capability capability = d.capability();
        if (capability != null && capability.source() != CapabilitySource.UNKNOWN && !capability.equals(k.capability()))
            events.add(new DeviceCapabilityLearnedEvent(hostId(), id(), at(), d.path(), capability));
        if (d.interfaces() != null && !d.interfaces().isEmpty() && !d.interfaces().equals(k.interfaces()))
            events.add(new DeviceDriversChangedEvent(hostId(), id(), at(), d.path(), List.copyOf(d.interfaces())));
    }

    /** A source that shows no vid:pid ({@code lsusb -t}) cannot tell another device at the path; a new devnum or vid:pid can. */
    static boolean sameConnection(HostTopology.KnownDevice k, ObservedDevice d) {
        return Objects.equals(k.devnum(), d.devnum())
                && (d.vendorId() == null || d.vendorId().equals(k.vendorId()))
                && (d.productId() == null || d.productId().equals(k.productId()));
    }

    private static boolean news(Object known, Object seen) {
        return seen != null && !seen.equals(known);
    }

    private static <T> T orKnown(T seen, T known) {
        return seen != null ? seen : known;
    }

    private ControllerSeenEvent controllerSeen(ObservedController c) {
        return new ControllerSeenEvent(hostId(), id(), at(), c.id(), c.pciAddress(), c.vendorId(), c.deviceId(),
                c.pciClass(), c.name(), c.buses(), c.inferred());
    }

    private BusSeenEvent busSeen(ObservedBus b) {
        return new BusSeenEvent(hostId(), id(), at(), b.bus(), b.speedMbps(), b.lanes(), b.ports(), b.driver(),
                b.controller());
    }

    private PortSeenEvent portSeen(ObservedPort p) {
        return new PortSeenEvent(hostId(), id(), at(), p.id(), p.bus(), p.hubPath(), p.number(), p.peer(),
                p.connectType(), p.location(), p.connector(), p.overCurrentCount(), p.state());
    }

    private DeviceDisconnectedEvent disconnected(ObservedDevice unplaced) {
        return new DeviceDisconnectedEvent(hostId(), id(), at(), null, unplaced.bus(), unplaced.devnum(), unplaced.vendorId(),
                unplaced.productId(), unplaced.serial());
    }

    private DeviceDisconnectedEvent disconnected(HostTopology.KnownDevice k) {
        return new DeviceDisconnectedEvent(hostId(), id(), at(), k.path(), k.bus(), k.devnum(), k.vendorId(),
                k.productId(), k.serial());
    }

    private static <K, V> Map<K, V> byKey(Collection<V> values, Function<V, K> key) {
        return values.stream().collect(Collectors.toMap(key, Function.identity()));
    }

    private String hostId() {
        return seen.hostId();
    }

    private String id() {
        return seen.observationId();
    }

    private Instant at() {
        return seen.observedAt();
    }
}
