package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.query.CableTestRecord;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.MeasurementFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.Links;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** A host's rule facts indexed for drawing its chains: what hangs where, on which port, root hub and controller. */
final class HostChainFacts {
    final String hostId;
    private final Map<String, DeviceFact> devices = new HashMap<>();
    private final Map<String, PortFact> ports = new HashMap<>();
    private final Map<Integer, RootHubFact> rootHubs = new HashMap<>();
    private final List<ControllerFact> controllers = new ArrayList<>();
    private final List<CableFact> cables = new ArrayList<>();
    private final List<EnclosureFact> enclosures = new ArrayList<>();
    private final List<MeasurementFact> measurements = new ArrayList<>();
    private final List<RecordedFinding> open;
    private final Map<String, List<CableTestRecord>> cableTests;
    /** Whether the evidence paired any ports (sysfs does; a pasted lsusb -t cannot). */
    final boolean pairsKnown;

    HostChainFacts(String hostId, Collection<?> facts, List<RecordedFinding> open, Map<String, List<CableTestRecord>> cableTests) {
        this.hostId = hostId;
        for (Object f : facts) {
            if (f instanceof DeviceFact d && d.placed()) devices.put(d.path(), d);
            else if (f instanceof PortFact p) ports.put(p.portId(), p);
            else if (f instanceof RootHubFact r) rootHubs.put(r.bus(), r);
            else if (f instanceof ControllerFact c) controllers.add(c);
            else if (f instanceof CableFact c && hostId.equals(c.hostId())) cables.add(c);
            else if (f instanceof EnclosureFact e) enclosures.add(e);
            else if (f instanceof MeasurementFact m) measurements.add(m);
        }
        this.open = open == null ? List.of() : open;
        this.cableTests = cableTests == null ? Map.of() : cableTests;
        this.pairsKnown = ports.values().stream().anyMatch(p -> p.peer() != null);
    }

    Optional<DeviceFact> device(String path) {
        return Optional.ofNullable(path == null ? null : devices.get(path));
    }

    PortFact port(String portId) {
        return portId == null ? null : ports.get(portId);
    }

    RootHubFact rootHub(int bus) {
        return rootHubs.get(bus);
    }

    /** The hubs a device hangs on, nearest first. */
    List<DeviceFact> hubsAbove(DeviceFact d) {
        List<DeviceFact> hubs = new ArrayList<>();
        DeviceFact at = d;
        while (at.parentPath() != null && devices.containsKey(at.parentPath()) && hubs.size() < PortPath.MAX_DEPTH) {
            at = devices.get(at.parentPath());
            hubs.add(at);
        }
        return hubs;
    }

    /** Non-hub devices below a hub. */
    List<DeviceFact> below(DeviceFact hub) {
        return devices.values().stream().filter(x -> !x.hub() && PortPath.isBelow(x.path(), hub.path())).toList();
    }

    /**
     * The registered enclosure the device is (vid:pid and serial, as the rules bind them); of several
     * registrations of one identity, the newest says what is inside now (a drive swapped, registered again).
     */
    Optional<EnclosureFact> enclosureOf(DeviceFact d) {
        return enclosures.stream().filter(e -> Objects.equals(e.deviceVendorId(), d.vendorId())
                        && Objects.equals(e.deviceProductId(), d.productId()) && Objects.equals(e.deviceSerial(), d.serial()))
                .max(Comparator.comparing(HostChainFacts::registeredAt));
    }

    private static Instant registeredAt(EnclosureFact e) {
        return e.events().stream().map(EventRef::at).filter(Objects::nonNull).max(Comparator.naturalOrder()).orElse(Instant.EPOCH);
    }

    /** The cable registered on the device's connector (either half), or attached to the device itself. */
    Optional<CableFact> cableAt(DeviceFact top, PortFact port, PortFact peer) {
        return cables.stream().filter(c -> Objects.equals(c.devicePath(), top.path())
                || (port != null && Objects.equals(c.portId(), port.portId()))
                || (peer != null && Objects.equals(c.portId(), peer.portId()))).findFirst();
    }

    Optional<CableFact> cable(String cableId) {
        return cables.stream().filter(c -> c.id().equals(cableId)).findFirst();
    }

    List<CableTestRecord> tests(String cableId) {
        return cableTests.getOrDefault(cableId, List.of());
    }

    Optional<ControllerFact> controllerOf(int bus) {
        return controllers.stream().filter(c -> c.buses() != null && c.buses().contains(bus)).findFirst();
    }

    Optional<RootHubFact> fastest(List<Integer> buses) {
        return buses == null ? Optional.empty() : buses.stream().map(rootHubs::get).filter(Objects::nonNull)
                .max(Comparator.comparingDouble(RootHubFact::speedMbps));
    }

    /** The open findings about this device or a hub it hangs on, most to gain first. */
    List<FindingRef> findingsOn(DeviceFact d, List<DeviceFact> hubs) {
        List<String> paths = new ArrayList<>();
        paths.add(d.path());
        hubs.forEach(h -> paths.add(h.path()));
        return open.stream().filter(f -> f.subject() != null && "device".equals(f.subject().kind())
                        && paths.contains(f.subject().path()))
                .map(FindingRef::of)
                .sorted(Comparator.comparingInt(FindingRef::gain).reversed().thenComparing(FindingRef::rule))
                .toList();
    }

    /** The best throughput run on the device: direct runs, else any. */
    Double bestRun(String path) {
        List<MeasurementFact> runs = measurements.stream().filter(m -> path.equals(m.devicePath())).toList();
        List<MeasurementFact> direct = runs.stream().filter(MeasurementFact::direct).toList();
        return (direct.isEmpty() ? runs : direct).stream().map(MeasurementFact::goodputMBps).max(Double::compare).orElse(null);
    }

    /** How much less a device negotiated than it can do, Mb/s. */
    static double loss(DeviceFact d) {
        LinkMode can = Links.capable(d);
        return can == null || Double.isNaN(d.negotiatedMbps()) ? 0 : can.totalMbps() - d.negotiatedMbps();
    }
}
