package dev.linkledger.probe.imports;

import dev.linkledger.probe.text.Plural;
import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.lsusb.LsusbTreeParser;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.MissingFacts;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.usb.CapabilityEvidence;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.SerialNumbers;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Turns a paste of USB tool output into one {@link Observation}: the one implementation behind
 * {@code probe import} and the service's {@code POST /api/hosts/{hostId}/imports}. With
 * {@link ImportFormat#AUTO} every format found in the paste is read and facts about the same
 * device are merged; the observation's {@code source} lists the formats used ("lsusb-t+dmesg"),
 * and a "provenance" note per merged device says which source said what.
 */
public final class Imports {
    /** Strongest first: snapshots of the live tree before the kernel log, which is history. */
    private static final List<ImportFormat> TRUST = List.of(ImportFormat.LSUSB_T, ImportFormat.CYME_JSON, ImportFormat.USB_DEVICES,
            ImportFormat.LSUSB_V, ImportFormat.LSUSB, ImportFormat.DMESG, ImportFormat.BOLTCTL);

    /** Placed devices in tree order, then unplaced ones by bus and device number. */
    private static final Comparator<ObservedDevice> PLACED_THEN_UNPLACED = Comparator
            .comparing((ObservedDevice d) -> d.placed() ? PortPath.parse(d.path()) : null, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(ObservedDevice::address, Comparator.nullsLast(Comparator.naturalOrder()));

    private final CapabilityResolver resolver;
    private final Clock clock;

    public Imports(CapabilityResolver resolver, Clock clock) {
        this.resolver = resolver;
        this.clock = clock;
    }

    /** With the bundled catalog and the system clock. */
    public Imports() {
        this(CapabilityResolver.bundled(), Clock.systemUTC());
    }

    /** Same as {@link #parse(String, String, ImportFormat, String)} with an id derived from host and content. */
    public Observation parse(String text, String hostId, ImportFormat format) throws ImportException {
        return parse(text, hostId, format, null);
    }

    /**
     * @param observationId the client's id; null derives a stable one from host and content, so
     *                      importing the same paste again is recognisably a repeat
     * @throws ImportException when nothing in the paste can become part of an observation
     */
    public Observation parse(String text, String hostId, ImportFormat format, String observationId) throws ImportException {
        PasteText paste = PasteText.of(text);
        List<SectionResult> sections = TRUST.stream()
                .filter(f -> format == null || format == ImportFormat.AUTO || format == f)
                .map(f -> read(f, paste)).toList();
        List<ObservationNote> notes = new ArrayList<>();
        sections.forEach(s -> notes.addAll(s.notes()));

        List<DeviceFacts> facts = sections.stream().flatMap(s -> s.devices().stream()).toList();
        List<ObservedDevice> devices = new ArrayList<>();
        List<MergedDevice> merged = FactMerger.merge(facts, notes);
        Map<String, String> portStates = PortLinks.apply(sections.stream().flatMap(s -> s.hubs().stream()).toList(), merged, notes);
        if (DescriptorLinks.excerpt(sections)) DescriptorLinks.read(merged, resolver, notes);
        for (MergedDevice d : merged) {
            if (d.facts.path == null && d.address() == null) {
                notes.add(new ObservationNote("dropped", d.facts.firstLine > 0 ? d.facts.firstLine : null, d.label(),
                        named(d) + " from " + String.join("+", d.sources()) + " has neither a port path nor a bus and device number"));
                continue;
            }
            ObservedDevice device = device(d);
            devices.add(device);
            if (!device.placed()) notes.add(new ObservationNote("unplaced", d.facts.firstLine > 0 ? d.facts.firstLine : null,
                    d.label(), named(d) + " from " + String.join("+", d.sources()) + " is kept as unplaced; missing "
                    + String.join("; ", MissingFacts.of(device))));
            if (d.sources().size() > 1) notes.add(new ObservationNote("provenance", null, d.label(), d.provenance()));
        }
        devices = new ArrayList<>(SameUnitLinks.apply(devices));
        devices.sort(PLACED_THEN_UNPLACED);
        List<ObservedBus> buses = buses(sections);
        List<KernelLogEntry> kernelLog = sections.stream().flatMap(s -> s.kernelLog().stream())
                .sorted(Comparator.comparing(KernelLogEntry::line)).toList();
        List<ObservedThunderboltDevice> thunderbolt = sections.stream().flatMap(s -> s.thunderbolt().stream()).toList();
        if (buses.isEmpty() && devices.isEmpty() && kernelLog.isEmpty() && thunderbolt.isEmpty()) {
            boolean verboseExcerpt = (format == null || format == ImportFormat.AUTO || format == ImportFormat.LSUSB_V)
                    && VerboseParser.headlessExcerpt(paste);
            List<HidLines.HidDevice> hid = kernelLog(format) ? HidLines.devices(paste) : List.of();
            if (!kernelLogWithoutUsb(format, paste) && !verboseExcerpt && hid.isEmpty()) throw nothingUsable(format, paste, notes);
            // A kernel log is an answer by itself: on this host's evidence no USB bus or device was named, so nothing about a link.
            notes.add(new ObservationNote(NO_USB_LINES, null, null, verboseExcerpt
                    ? "an excerpt of lsusb -v without any 'Bus NNN Device NNN: ID vvvv:pppp' line: its descriptors belong to no"
                    + " device it names, so nothing about a link; paste the device's whole lsusb -v and lsusb -t"
                    : !hid.isEmpty() ? HidLines.note(hid)
                    : "a kernel log of " + Plural.of(paste.size(), "line")
                    + " that names no USB bus or device (no 'usb 1-2:' lines, no host controller's bus): nothing in it about a USB"
                    + " link; paste lsusb -t, or the kernel log from the device's plug-in"));
        }

        List<ObservedController> controllers = sections.stream().flatMap(s -> s.controllers().stream()).toList();
        List<ObservedPort> ports = ports(buses, devices, portStates);
        String source = sections.stream().filter(SectionResult::found).sorted(Comparator.comparingInt(SectionResult::firstLine))
                .map(s -> s.format().label()).collect(Collectors.joining("+"));
        if (source.isEmpty()) source = ImportFormat.DMESG.label(); // a kernel log naming nothing USB (kernelLogWithoutUsb)
        String id = observationId != null ? observationId
                : UUID.nameUUIDFromBytes((hostId + "\n" + buses + devices + ports + kernelLog + thunderbolt).getBytes(StandardCharsets.UTF_8)).toString();
        return new Observation(id, hostId, clock.instant().truncatedTo(ChronoUnit.MILLIS), source, buses, controllers, ports,
                devices, notes, List.of(), thunderbolt, List.of(), kernelLog);
    }

    /** A device in a note: its ids, or "a device" where the paste never gave them (a dmesg line with a bus no kernel numbers). */
    private static String named(MergedDevice d) {
        return d.facts.vidPid != null ? d.facts.vidPid.toString() : "a device";
    }

    private SectionResult read(ImportFormat format, PasteText paste) {
        return switch (format) {
            case LSUSB_T -> TreeSection.parse(paste, new LsusbTreeParser(resolver, clock));
            case USB_DEVICES -> UsbDevicesParser.parse(paste);
            case CYME_JSON -> CymeJsonParser.parse(paste);
            case LSUSB_V -> VerboseParser.parse(paste);
            case LSUSB -> ShortListParser.parse(paste);
            case DMESG -> DmesgParser.parse(paste);
            case BOLTCTL -> BoltctlParser.parse(paste);
            case AUTO -> throw new IllegalArgumentException("auto is not a format of its own");
        };
    }

    private ObservedDevice device(MergedDevice m) {
        DeviceFacts d = m.facts;
        var evidence = new CapabilityEvidence(d.bos, d.vidPid, d.bcdUsb, d.speed,
                d.interfaces.stream().map(ObservedInterface::driver).toList(), java.util.Arrays.asList(d.manufacturer, d.product));
        boolean placed = d.path != null;
        return new ObservedDevice(placed ? d.path.toString() : null, d.busNumber(), d.devnum,
                placed ? d.path.parentName() : null, placed ? d.path.portId() : null,
                d.speed, d.rxLanes, d.txLanes, d.bcdUsb == null ? null : d.bcdUsb.toString(),
                d.vidPid == null ? null : d.vidPid.vendorId(), d.vidPid == null ? null : d.vidPid.productId(), d.bcdDevice,
                d.deviceClass, d.deviceSubClass, d.deviceProtocol, d.manufacturer, d.product != null ? d.product : d.catalogName, identity(d.serial),
                d.maxChild, null, capability(d, evidence), List.copyOf(d.interfaces), null,
                placed ? null : d.level, placed ? null : d.parentDevnum);
    }

    /** What the device's evidence says it can do; a faster link the kernel log saw it train at wins over a guess or nothing. */
    private Capability capability(DeviceFacts d, CapabilityEvidence evidence) {
        Capability resolved = resolver.resolve(evidence);
        if (d.linkedBefore == null) return resolved;
        boolean weaker = resolved.maxSpeedMbps() == null || resolved.maxSpeedMbps() < d.linkedBefore.maxSpeedMbps();
        return weaker ? d.linkedBefore : resolved;
    }

    /**
     * A serial that names one device, or null. A paste's serial with no letter or digit is a
     * placeholder, not an identity: the hardware-probe data set (linux-hardware.org, linuxhw/LsUSB)
     * prints every serial as {@code --}, and the advisor's history recognises a device on any host by
     * vid:pid and serial, so {@code --} would make every such device one device.
     */
    static String identity(String serial) {
        return SerialNumbers.isSerial(serial) ? serial : null;
    }

    /** One bus per number; each field from the most trusted source that knows it. */
    private static List<ObservedBus> buses(List<SectionResult> sections) {
        Map<Integer, ObservedBus> buses = new TreeMap<>();
        sections.stream().flatMap(s -> s.buses().stream()).forEach(b -> buses.merge(b.bus(), b, (k, o) -> new ObservedBus(k.bus(),
                or(k.speedMbps(), o.speedMbps()), or(k.lanes(), o.lanes()), or(k.ports(), o.ports()), or(k.driver(), o.driver()),
                or(k.controller(), o.controller()))));
        return List.copyOf(buses.values());
    }

    private static <T> T or(T first, T second) {
        return first != null ? first : second;
    }

    /**
     * Every port a root hub or hub announces; beyond their existence the imported tools show only
     * which are empty (lsusb -v's Hub Port Status, {@link PortLinks}).
     */
    private static List<ObservedPort> ports(List<ObservedBus> buses, List<ObservedDevice> devices, Map<String, String> states) {
        List<ObservedPort> ports = new ArrayList<>();
        buses.forEach(b -> addPorts(ports, b.bus(), PortPath.rootHubName(b.bus()), b.ports(), states));
        // An unplaced hub's ports cannot be named: the kernel names them after the hub's path.
        devices.stream().filter(ObservedDevice::placed).forEach(d -> addPorts(ports, d.bus(), d.path(), d.maxChild(), states));
        return ports;
    }

    private static void addPorts(List<ObservedPort> ports, int bus, String hub, Integer count, Map<String, String> states) {
        // No hub has more than PortPath.MAX_PORT ports; a pasted count beyond that ("/2147483647p") must not
        // become two billion ports: the validator refuses the count itself with a 400 naming the field.
        for (int p = 1; count != null && p <= Math.min(count, PortPath.MAX_PORT); p++) {
            String id = PortPath.portName(hub, p);
            ports.add(new ObservedPort(id, bus, hub, p, null, null, null, null, null, states.get(id)));
        }
    }

    /** The note of an observation made from a kernel log that names no USB bus or device ({@link #namesNothingUsb}). */
    public static final String NO_USB_LINES = "no-usb-lines";

    /**
     * Whether the observation is a kernel log that named no USB bus or device: it says nothing of a
     * host's topology, so recorded on a known host it would read as a snapshot with every device gone.
     */
    public static boolean namesNothingUsb(Observation o) {
        return o.notes() != null && o.notes().stream().anyMatch(n -> NO_USB_LINES.equals(n.kind()));
    }

    /** hub.c would print its lines in such a paste: at least this many stamped kernel log lines make it a kernel log. */
    private static final int KERNEL_LOG_LINES = 3;

    /**
     * Whether the paste is a kernel log in which nothing named a USB bus or device: stamped dmesg or
     * journal lines, or lines of the USB stack that name no device (a host controller driver's
     * errors, the uas driver's command log), which are a kernel log about USB whatever their prefix.
     */
    private static boolean kernelLogWithoutUsb(ImportFormat format, PasteText paste) {
        if (!kernelLog(format)) return false;
        int stamped = 0;
        for (int n = 1; n <= paste.size() && stamped < KERNEL_LOG_LINES; n++) {
            if (KernelLogLines.usbStackLine(paste.line(n))) return true;
            if (KernelLogLines.stamped(paste.line(n))) stamped++;
        }
        return stamped >= KERNEL_LOG_LINES;
    }

    /** Whether a paste read as {@code format} may be a kernel log. */
    private static boolean kernelLog(ImportFormat format) {
        return format == null || format == ImportFormat.AUTO || format == ImportFormat.DMESG;
    }

    private static ImportException nothingUsable(ImportFormat format, PasteText paste, List<ObservationNote> notes) {
        String wanted = format == null || format == ImportFormat.AUTO
                ? "no lsusb, lsusb -t, lsusb -v, usb-devices, cyme --json or dmesg output that names a bus or a device path, and no boltctl device or domain"
                : "no " + format.label() + " output that names a bus or a device path";
        String why = notes.isEmpty() ? "" : ": " + notes.stream()
                .map(n -> (n.line() == null ? "" : "line " + n.line() + ": ") + n.message()).collect(Collectors.joining("; "));
        return new ImportException("nothing to import in " + Plural.of(paste.size(), "line") + ": " + wanted + why, notes);
    }
}
