package dev.linkledger.inventory.command;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonMerge;
import dev.linkledger.inventory.api.BlockDeviceAttachedEvent;
import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.TypecCableSeenEvent;
import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;

import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The one fold of a host's events: what each event does to the host's topology. The {@link Host}
 * aggregate decides from it, the host's view rows are written from it (the changes it records,
 * {@link HostChangeLog}), and time travel folds it over the events up to an instant. Things no
 * longer observed stay known, except devices, which are disconnected. Every entry keeps the stored
 * event that established it ({@link Stamp}): findings cite them.
 */
// A Host's snapshot carries this state as JSON. Each field is merged into the instance the
// constructor made, so a restored map keeps its ordering (paths by PortPath.TEXT_ORDER).
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
public final class HostTopology {
    private String hostId;
    private String hostname;
    private Stamp registered;
    private Instant lastObservedAt;
    @JsonMerge
    private final Map<String, KnownController> controllers = new TreeMap<>();
    @JsonMerge
    private final Map<Integer, KnownBus> buses = new TreeMap<>();
    @JsonMerge
    private final Map<String, KnownPort> ports = new TreeMap<>();
    /** People's names for a connector, by kernel port (both halves of a connector carry them). */
    @JsonMerge
    private final Map<String, List<String>> labels = new TreeMap<>();
    /** The standing limit links proved on a connector, by kernel port. */
    @JsonMerge
    private final Map<String, PortLimit> portLimits = new TreeMap<>();
    @JsonMerge
    private final Map<String, KnownDevice> devices = new TreeMap<>(PortPath.TEXT_ORDER);
    /** Devices no observation placed yet, by "Bus 001 Device 023": a later path joins their facts to its own. */
    @JsonMerge
    private final Map<String, UnplacedDevice> unplaced = new TreeMap<>();
    /** The e-marker last seen per Type-C port. */
    @JsonMerge
    private final Map<String, ObservedCable> typecCables = new TreeMap<>();
    /** USB4/Thunderbolt routers seen now, by kernel name ({@code 0-0}); one no observation shows any more is gone. */
    @JsonMerge
    private final Map<String, KnownRouter> usb4Routers = new TreeMap<>();
    /** Block devices by kernel name ({@code sda}); dropped with the USB device they hang on. */
    @JsonMerge
    private final Map<String, ObservedBlockDevice> blockDevices = new TreeMap<>();
    /** Kernel log lines on record, by {@link KernelLogLineRecordedEvent#lineKey()}. */
    @JsonMerge
    private final Set<String> kernelLogLines = new TreeSet<>();
    /** Link events a port verdict was already recorded for. */
    @JsonMerge
    private final Set<String> judgedLinks = new TreeSet<>();
    /** Where the changes of the events applied now go (the view rows of a write or a rebuild); null: nowhere. */
    @JsonIgnore
    private transient HostChangeLog changes;

    /** The stored event that established an entry: its id, type and time (as the store keeps it, to the millisecond). */
    public record Stamp(String id, String type, Instant at) {
        public static Stamp of(String eventId, Object event, Instant at) {
            return new Stamp(eventId, event.getClass().getSimpleName(), at.truncatedTo(java.time.temporal.ChronoUnit.MILLIS));
        }
    }

    public record KnownController(ObservedController controller, Stamp seen) {
    }

    public record KnownBus(ObservedBus bus, Stamp seen) {
    }

    public record KnownPort(ObservedPort port, Stamp seen) {
    }

    public record KnownRouter(ObservedThunderboltDevice router, Stamp seen) {
    }

    /** A connector's limit as its last verdict put it; null {@code limitMbps} when no test limits it. */
    public record PortLimit(Integer limitMbps, String cableId, Stamp measured) {
    }

    /** A device connected now: what it is and does, and the event behind its connection, link, capability and drivers. */
    public record KnownDevice(ObservedDevice device, Stamp connected, Stamp speedSet, Stamp capabilitySet, Stamp driversSet) {
        public String path() {
            return device.path();
        }

        UsbSpeed speed() {
            return device.speedMbps();
        }

        int bus() {
            return device.bus();
        }

        Integer devnum() {
            return device.devnum();
        }

        String vendorId() {
            return device.vendorId();
        }

        String productId() {
            return device.productId();
        }

        String serial() {
            return device.serial();
        }

        Integer rxLanes() {
            return device.rxLanes();
        }

        Integer txLanes() {
            return device.txLanes();
        }

        Capability capability() {
            return device.capability();
        }

        List<ObservedInterface> interfaces() {
            return device.interfaces();
        }
    }

    /** A device without a port path: {@code connected} opened its connection, {@code seen} last stated its facts. */
    public record UnplacedDevice(ObservedDevice device, Stamp connected, Stamp seen) {
    }

    /** Records the row changes of the events applied from now on into {@code log} (null: none). */
    public void recordInto(HostChangeLog log) {
        this.changes = log;
    }

    /** Applies a host event (anything else is ignored); {@code stamp} names the stored event. */
    public void apply(Object event, Stamp stamp) {
        if (event instanceof HostEvent e) {
            hostId = e.hostId();
            if (lastObservedAt == null || e.observedAt().isAfter(lastObservedAt)) {
                lastObservedAt = e.observedAt();
                if (changes != null) changes.host();
            }
        }
        if (event instanceof HostRegisteredEvent e) registered(e, stamp);
        else if (event instanceof ControllerSeenEvent e) controllerSeen(e, stamp);
        else if (event instanceof BusSeenEvent e) busSeen(e, stamp);
        else if (event instanceof PortSeenEvent e) portSeen(e, stamp);
        else if (event instanceof DeviceConnectedEvent e) connected(e.device(), stamp);
        else if (event instanceof DeviceLocatedEvent e) located(e, stamp);
        else if (event instanceof DeviceDisconnectedEvent e) disconnected(e, stamp);
        else if (event instanceof LinkSpeedChangedEvent e) changed(e.path(), d -> new KnownDevice(with(d.device(), e.toSpeed(),
                e.rxLanes(), e.txLanes(), d.device().capability(), d.device().interfaces()), d.connected(), stamp, d.capabilitySet(), d.driversSet()));
        else if (event instanceof DeviceCapabilityLearnedEvent e) changed(e.path(), d -> new KnownDevice(with(d.device(), d.speed(),
                d.device().rxLanes(), d.device().txLanes(), e.capability(), d.device().interfaces()), d.connected(), d.speedSet(), stamp, d.driversSet()));
        else if (event instanceof DeviceDriversChangedEvent e) changed(e.path(), d -> new KnownDevice(with(d.device(), d.speed(),
                d.device().rxLanes(), d.device().txLanes(), d.device().capability(), e.interfaces()), d.connected(), d.speedSet(), d.capabilitySet(), stamp));
        else if (event instanceof TypecCableSeenEvent e) typecCables.put(e.typecPort(), e.cable());
        else if (event instanceof Usb4LinkSeenEvent e) routerSeen(e.router(), stamp);
        else if (event instanceof Usb4RouterGoneEvent e) routerGone(e.router());
        else if (event instanceof BlockDeviceAttachedEvent e) blockDevices.put(e.blockDevice().name(), e.blockDevice());
        else if (event instanceof KernelLogLineRecordedEvent e) kernelLine(e, stamp);
        else if (event instanceof PortLabelledEvent e) labelled(e);
        else if (event instanceof PortCapabilityMeasuredEvent e) measured(e, stamp);
    }

    private void registered(HostRegisteredEvent e, Stamp stamp) {
        hostname = e.hostname();
        registered = stamp;
        if (changes != null) changes.host();
    }

    private void controllerSeen(ControllerSeenEvent e, Stamp stamp) {
        controllers.put(e.controllerId(), new KnownController(new ObservedController(e.controllerId(), e.pciAddress(),
                e.vendorId(), e.deviceId(), e.pciClass(), e.name(), e.buses(), e.inferred()), stamp));
        if (changes != null) changes.controller(e.controllerId());
    }

    private void busSeen(BusSeenEvent e, Stamp stamp) {
        buses.put(e.bus(), new KnownBus(new ObservedBus(e.bus(), e.speedMbps(), e.lanes(), e.ports(), e.driver(), e.controller()), stamp));
        if (changes != null) changes.bus(e.bus());
    }

    private void portSeen(PortSeenEvent e, Stamp stamp) {
        ports.put(e.portId(), new KnownPort(new ObservedPort(e.portId(), e.bus(), e.hubPath(), e.number(), e.peer(),
                e.connectType(), e.location(), e.connector(), e.overCurrentCount(), e.state()), stamp));
        if (changes != null) changes.port(e.portId());
    }

    /** A placed device opens a connection at its path; an unplaced one opens one when new, and is stated again otherwise. */
    private void connected(ObservedDevice d, Stamp stamp) {
        if (!d.placed()) {
            UnplacedDevice known = unplaced.get(d.key());
            Stamp opened = known == null ? stamp : known.connected();
            unplaced.put(d.key(), new UnplacedDevice(d, opened, stamp));
            if (changes != null) {
                if (known == null) changes.connectionOpened(hostId, d, stamp);
                changes.unplaced(new DeviceAddress(d.bus(), d.devnum()));
            }
            return;
        }
        KnownDevice before = devices.put(d.path(), new KnownDevice(d, stamp, stamp, stamp, stamp));
        if (changes != null) {
            // Another device took the path without a disconnect between: its connection ended here.
            if (before != null) changes.connectionClosed(before.connected().id(), stamp);
            changes.connectionOpened(hostId, d, stamp);
            changes.device(d.path());
        }
    }

    private void located(DeviceLocatedEvent e, Stamp stamp) {
        DeviceAddress address = new DeviceAddress(e.bus(), e.devnum());
        UnplacedDevice was = unplaced.remove(address.toString());
        Stamp connection = was == null ? stamp : was.connected();
        devices.put(e.device().path(), new KnownDevice(e.device(), connection, stamp, stamp, stamp));
        if (changes != null) {
            if (was != null) changes.connectionPlaced(was.connected().id(), e.device().path());
            changes.unplaced(address);
            changes.device(e.device().path());
        }
    }

    private void disconnected(DeviceDisconnectedEvent e, Stamp stamp) {
        if (e.path() == null) {
            if (e.devnum() == null) return;
            DeviceAddress address = new DeviceAddress(e.bus(), e.devnum());
            UnplacedDevice gone = unplaced.remove(address.toString());
            if (gone != null && changes != null) {
                changes.connectionClosed(gone.connected().id(), stamp);
                changes.unplaced(address);
            }
            return;
        }
        KnownDevice gone = devices.remove(e.path());
        blockDevices.values().removeIf(b -> e.path().equals(b.devicePath()));
        if (gone != null && changes != null) {
            changes.connectionClosed(gone.connected().id(), stamp);
            changes.device(e.path());
        }
    }

    private void changed(String path, java.util.function.UnaryOperator<KnownDevice> change) {
        if (devices.computeIfPresent(path, (p, d) -> change.apply(d)) != null && changes != null) changes.device(path);
    }

    private void routerSeen(ObservedThunderboltDevice router, Stamp stamp) {
        usb4Routers.put(router.name(), new KnownRouter(router, stamp));
        if (changes != null) changes.router(router.name());
    }

    private void routerGone(String name) {
        if (usb4Routers.remove(name) != null && changes != null) changes.router(name);
    }

    private void kernelLine(KernelLogLineRecordedEvent e, Stamp stamp) {
        kernelLogLines.add(e.lineKey());
        if (changes != null) changes.kernelLine(e, stamp);
    }

    private void labelled(PortLabelledEvent e) {
        for (String port : e.portIds()) {
            labels.put(port, e.labels());
            if (changes != null) changes.port(port);
        }
    }

    private void measured(PortCapabilityMeasuredEvent e, Stamp stamp) {
        judgedLinks.add(e.judgementKey());
        // The limit was recomputed from every test: it replaces the last one (null clears it).
        for (String port : e.portIds()) {
            if (e.limitMbps() == null) portLimits.remove(port);
            else portLimits.put(port, new PortLimit(e.limitMbps(), e.cableId(), stamp));
            if (changes != null) changes.port(port);
        }
    }

    /** The device with its link, capability and interfaces replaced; everything else as it was. */
    private static ObservedDevice with(ObservedDevice d, UsbSpeed speed, Integer rx, Integer tx, Capability capability,
                                       List<ObservedInterface> interfaces) {
        return new ObservedDevice(d.path(), d.bus(), d.devnum(), d.parentPath(), d.portId(), speed, rx, tx, d.bcdUsb(),
                d.vendorId(), d.productId(), d.bcdDevice(), d.deviceClass(), d.deviceSubClass(), d.deviceProtocol(),
                d.manufacturer(), d.product(), d.serial(), d.maxChild(), d.removable(), capability, interfaces,
                d.maxPowerMa(), d.level(), d.parentDevnum());
    }

    public boolean isEmpty() {
        return hostId == null;
    }

    public String hostId() {
        return hostId;
    }

    public String hostname() {
        return hostname;
    }

    /** The host's registration, null before it (a fold of no events). */
    public Stamp registered() {
        return registered;
    }

    public Instant lastObservedAt() {
        return lastObservedAt;
    }

    public Map<String, KnownController> controllers() {
        return Collections.unmodifiableMap(controllers);
    }

    public Map<Integer, KnownBus> buses() {
        return Collections.unmodifiableMap(buses);
    }

    public Map<String, KnownPort> ports() {
        return Collections.unmodifiableMap(ports);
    }

    public List<String> labelsOf(String portId) {
        return labels.getOrDefault(portId, List.of());
    }

    /** The limit a verdict put on this port, or null. */
    public PortLimit limitOf(String portId) {
        return portLimits.get(portId);
    }

    /** Devices connected now, in path order. */
    public Map<String, KnownDevice> devices() {
        return Collections.unmodifiableMap(devices);
    }

    public Map<String, UnplacedDevice> unplaced() {
        return Collections.unmodifiableMap(unplaced);
    }

    Map<String, List<String>> labels() {
        return labels;
    }

    Map<String, ObservedCable> typecCables() {
        return typecCables;
    }

    public Map<String, KnownRouter> usb4Routers() {
        return Collections.unmodifiableMap(usb4Routers);
    }

    Map<String, ObservedBlockDevice> blockDevices() {
        return blockDevices;
    }

    Set<String> kernelLogLines() {
        return kernelLogLines;
    }

    Set<String> judgedLinks() {
        return judgedLinks;
    }
}
