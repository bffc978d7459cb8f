package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.text.PastedTabs;
import dev.linkledger.probe.text.Plural;
import dev.linkledger.probe.text.WrappedLines;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.CapabilityEvidence;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.PortPath;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Imports the text of {@code lsusb -t} (or {@code -tv}, {@code -tvv}) as people paste it: inside
 * prose, with prompts, tabs, CRLF, trailing spaces and lines a mail client wrapped, possibly only
 * part of a tree. Lines that look like
 * tree output but cannot be placed become "skipped" notes with their line number; other prose is
 * ignored. lsusb -t cannot see PCI, so controllers are inferred from bus order.
 */
public final class LsusbTreeParser {
    public static final String SOURCE = "lsusb-t";

    private final CapabilityResolver resolver;
    private final Clock clock;

    public LsusbTreeParser(CapabilityResolver resolver, Clock clock) {
        this.resolver = resolver;
        this.clock = clock;
    }

    /** A parser with the bundled catalog and the system clock. */
    public LsusbTreeParser() {
        this(CapabilityResolver.bundled(), Clock.systemUTC());
    }

    /** True when the text holds at least one {@code Bus … Port … Dev} line: what {@code --format auto} checks. */
    public static boolean looksLikeTree(String text) {
        return text != null && text.lines().anyMatch(l -> {
            try {
                return TreeLineReader.read(l) instanceof TreeLine.Bus;
            } catch (IllegalArgumentException e) {
                return false;
            }
        });
    }

    /** Same as {@link #parse(String, String, String)} with an id derived from host and content. */
    public Observation parse(String text, String hostId) throws ImportException {
        return parse(text, hostId, null);
    }

    /**
     * @param observationId the client's id; null derives a stable one from hostId and the parsed
     *                      topology, so re-importing the same paste is recognisably a repeat
     * @throws ImportException when no bus line could be read
     */
    public Observation parse(String text, String hostId, String observationId) throws ImportException {
        List<ObservationNote> notes = new ArrayList<>();
        TreeAssembler tree = new TreeAssembler(notes);
        List<String> lines = WrappedLines.mended((text == null ? "" : text).lines().map(PastedTabs::inside).toList(), TreeLineReader.SHAPE);
        for (int i = 0; i < lines.size(); i++) tree.accept(i + 1, lines.get(i));
        if (tree.buses.isEmpty()) throw nothingFound(lines.size(), notes);

        ControllerInference.Result inferred = ControllerInference.infer(tree.buses.values().stream().map(LsusbTreeParser::bus).toList());
        List<ObservedDevice> devices = tree.devices.values().stream().map(this::device).toList();
        List<ObservedPort> ports = ports(tree);
        String id = observationId != null ? observationId
                : UUID.nameUUIDFromBytes((hostId + "\n" + inferred.buses() + devices + ports).getBytes(StandardCharsets.UTF_8)).toString();
        return new Observation(id, hostId, clock.instant().truncatedTo(ChronoUnit.MILLIS), SOURCE,
                inferred.buses(), inferred.controllers(), ports, devices, notes);
    }

    private static ImportException nothingFound(int lineCount, List<ObservationNote> notes) {
        String why = notes.isEmpty() ? "no line looked like lsusb -t output"
                : notes.stream().map(n -> "line " + n.line() + ": " + n.message()).collect(Collectors.joining("; "));
        return new ImportException("no lsusb -t tree found in " + Plural.of(lineCount, "line") + " (a 'Bus NNN.Port NNN: Dev NNN, Class=root_hub, …' line is needed): " + why, notes);
    }

    private static ObservedBus bus(TreeLine.Bus b) {
        return new ObservedBus(b.bus(), b.speed().speed(), b.speed().rxLanes(), b.ports(), b.driver(), null);
    }

    private ObservedDevice device(DeviceDraft d) {
        List<ObservedInterface> interfaces = d.interfaces();
        var evidence = new CapabilityEvidence(null, d.vidPid, null, d.speed.speed(), interfaces.stream().map(ObservedInterface::driver).toList());
        return new ObservedDevice(d.path.toString(), d.path.bus(), d.devnum, d.path.parentName(), d.path.portId(),
                d.speed.speed(), d.speed.rxLanes(), d.speed.txLanes(), null,
                d.vidPid == null ? null : d.vidPid.vendorId(), d.vidPid == null ? null : d.vidPid.productId(), null,
                null, null, null, null, d.name, null, d.hubPorts, null, resolver.resolve(evidence), interfaces);
    }

    /** Every port a hub announces ({@code /4p}); lsusb shows nothing about them beyond their existence. */
    private static List<ObservedPort> ports(TreeAssembler tree) {
        List<ObservedPort> ports = new ArrayList<>();
        tree.buses.values().forEach(b -> addPorts(ports, b.bus(), PortPath.rootHubName(b.bus()), b.ports()));
        tree.devices.values().forEach(d -> addPorts(ports, d.path.bus(), d.path.toString(), d.hubPorts));
        return ports;
    }

    private static void addPorts(List<ObservedPort> ports, int bus, String hub, Integer count) {
        // No hub has more than PortPath.MAX_PORT ports; a pasted count beyond that ("/2147483647p") must not
        // become two billion ports: the validator refuses the count itself with a 400 naming the field.
        for (int p = 1; count != null && p <= Math.min(count, PortPath.MAX_PORT); p++) {
            ports.add(new ObservedPort(PortPath.portName(hub, p), bus, hub, p, null, null, null, null, null, null));
        }
    }
}
