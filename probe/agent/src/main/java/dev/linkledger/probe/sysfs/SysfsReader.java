package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * Reads the USB topology from a sysfs tree ({@code /sys} on a live host, a copied tree in tests)
 * starting at {@code bus/usb/devices}: root hubs become buses and controllers, {@code B-P.P}
 * entries become devices, hub port directories become ports; then Type-C connectors
 * ({@code class/typec}), USB4 routers ({@code bus/thunderbolt/devices}) and disks on USB
 * ({@code block}). Never throws on what it finds:
 * unknown stays null and oddities become notes.
 */
public final class SysfsReader {
    public static final String SOURCE = "sysfs";

    private final Path root;
    private final PciIds pciIds;
    private final CapabilityResolver resolver;
    private final Clock clock;

    public SysfsReader(Path root, PciIds pciIds, CapabilityResolver resolver, Clock clock) {
        this.root = root.toAbsolutePath().normalize();
        this.pciIds = pciIds;
        this.resolver = resolver;
        this.clock = clock;
    }

    /** A reader with the system's pci.ids (if installed), the bundled catalog and the system clock. */
    public SysfsReader(Path root) {
        this(root, PciIds.system(), CapabilityResolver.bundled(), Clock.systemUTC());
    }

    public SysfsReader() {
        this(Path.of("/sys"));
    }

    /** Each scan is a new look at the host, so it gets a fresh random id. */
    public Observation read(String hostId) {
        List<ObservationNote> notes = new ArrayList<>();
        SysfsAttributes attrs = new SysfsAttributes(root, notes);
        ControllerReader controllers = new ControllerReader(attrs, pciIds);
        PortReader portReader = new PortReader(attrs);
        List<ObservedBus> buses = new ArrayList<>();
        List<ObservedPort> ports = new ArrayList<>();
        List<Path> deviceEntries = new ArrayList<>();

        for (Path entry : entries(attrs)) {
            String name = entry.getFileName().toString();
            Integer bus = PortPath.rootHubBus(name);
            if (bus != null) {
                buses.add(bus(entry, bus, attrs, controllers));
                ports.addAll(portReader.read(entry, name, bus));
            } else if (PortPath.looksLike(name)) {
                deviceEntries.add(entry);
            }
            // Interfaces (3-2:1.0) are read with their device; anything else is not ours.
        }
        DeviceScanner.Result scanned = new DeviceScanner(root, resolver).scan(deviceEntries);
        List<ObservedDevice> devices = new ArrayList<>(scanned.devices());
        ports.addAll(scanned.ports());
        notes.addAll(scanned.notes());
        buses.sort(Comparator.comparingInt(ObservedBus::bus));
        ports.sort(Comparator.comparingInt(ObservedPort::bus).thenComparing(ObservedPort::id));
        devices.sort(Comparator.comparing((ObservedDevice d) -> PortPath.parse(d.path())));
        Instant now = clock.instant().truncatedTo(ChronoUnit.MILLIS);
        var typec = new TypecReader(attrs).read(root.resolve("class/typec"), ports);
        var thunderbolt = new ThunderboltReader(attrs).read(root.resolve("bus/thunderbolt/devices"));
        var blockDevices = new BlockDeviceReader(attrs).read(root.resolve("block"));
        return new Observation(UUID.randomUUID().toString(), hostId, now, SOURCE, buses, controllers.controllers(),
                ports, devices, notes, typec, thunderbolt, blockDevices, List.of());
    }

    private ObservedBus bus(Path entry, int bus, SysfsAttributes attrs, ControllerReader controllers) {
        String controller = null;
        String driver = null;
        try {
            Path controllerDir = entry.toRealPath().getParent();
            controller = controllers.add(controllerDir, bus);
            driver = controllers.driver(controllerDir);
        } catch (IOException | RuntimeException e) {
            attrs.note("unreadable", entry, "cannot resolve the root hub's controller: " + e.getMessage());
        }
        return new ObservedBus(bus, UsbSpeed.parse(attrs.trimmed(entry, "speed")), attrs.decimal(entry, "rx_lanes"),
                attrs.decimal(entry, "maxchild"), driver, controller);
    }

    private List<Path> entries(SysfsAttributes attrs) {
        Path devices = root.resolve("bus/usb/devices");
        if (!Files.isDirectory(devices)) {
            attrs.note("missing", devices, "no USB devices directory: no USB support, or not a sysfs tree");
            return List.of();
        }
        try (Stream<Path> s = Files.list(devices)) {
            return s.sorted().toList();
        } catch (IOException | RuntimeException e) {
            attrs.note("unreadable", devices, e.getMessage());
            return List.of();
        }
    }
}
