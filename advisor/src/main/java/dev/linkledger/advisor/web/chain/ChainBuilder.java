package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.query.CableTestRecord;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.MeasurementFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.storage.Bridges;
import dev.linkledger.rules.topology.Links;
import dev.linkledger.rules.topology.Paths;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import static dev.linkledger.rules.topology.Speeds.kernel;

/**
 * Draws a device's chain from the host's rule facts: medium and bridge (a registered enclosure, else
 * the catalog), the device, the hubs above it, the cable and the connector at the root port, the root
 * hub and the controller. Every ceiling comes from the rules' knowledge (link modes and their
 * practical ceilings, catalogs, the enclosure's bridge and medium): this class arranges them and
 * compares them with what flows now; it knows nothing of USB of its own.
 */
public final class ChainBuilder {
    private final String hostId;
    private final Map<String, DeviceFact> devices = new HashMap<>();
    private final Map<String, PortFact> ports = new HashMap<>();
    private final Map<Integer, RootHubFact> rootHubs = new HashMap<>();
    private final List<ControllerFact> controllers = new ArrayList<>();
    private final List<CableFact> cables = new ArrayList<>();
    private final List<EnclosureFact> enclosures = new ArrayList<>();
    private final List<MeasurementFact> measurements = new ArrayList<>();
    private final List<RecordedFinding> open;
    private final Map<String, List<CableTestRecord>> cableTests;
    private final boolean pairsKnown;

    /**
     * @param facts      the host's rule facts (any order, any other types ignored)
     * @param open       the host's open findings, for the fix
     * @param cableTests per cable, its tests: where a cable was proven, in the hop's words
     */
    public ChainBuilder(String hostId, Collection<?> facts, List<RecordedFinding> open,
                        Map<String, List<CableTestRecord>> cableTests) {
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

    /** The chain of the device at {@code path}, if it is connected and placed. */
    public Optional<ChainView> chain(String path) {
        DeviceFact d = devices.get(path);
        if (d == null) return Optional.empty();
        Rates rates = new Rates(d.storage(), d.hasDriver("uas"));
        List<DeviceFact> hubs = hubsAbove(d);
        DeviceFact top = hubs.isEmpty() ? d : hubs.get(hubs.size() - 1);
        Integer topLink = rates.of(top.negotiatedMbps(), top.lanes());

        List<Hop> hops = new ArrayList<>();
        Optional<EnclosureFact> enclosure = enclosureOf(d);
        enclosure.ifPresent(e -> hops.add(medium(e)));
        bridge(d, enclosure.orElse(null)).ifPresent(hops::add);
        hops.add(element(HopKind.DEVICE, d, rates));
        for (DeviceFact hub : hubs) hops.add(element(HopKind.HUB, hub, rates));
        PortFact port = top.portId() == null ? null : ports.get(top.portId());
        PortFact peer = port == null || port.peer() == null ? null : ports.get(port.peer());
        boolean rootPort = Paths.onRootPort(top.path());
        hops.add(cable(top, rootPort, port, peer, topLink, rates));
        hops.add(connector(top, rootPort, port, peer, topLink, rates));
        rootHub(top, peer, rates).ifPresent(hops::add);
        controller(top, rates).ifPresent(hops::add);

        Integer link = rates.of(d.negotiatedMbps(), d.lanes());
        ChainStates states = ChainStates.judge(hops, link);
        List<FindingRef> findings = findingsOn(d, hubs);
        Fix fix = ChainFixes.fix(states, findings);
        return Optional.of(new ChainView(ChainView.SCHEMA, hostId, d.path(), Links.name(d), rates.basis(),
                Double.isNaN(d.negotiatedMbps()) ? null : kernel(d.negotiatedMbps()), states.now(), bestRun(d.path()),
                states.hops(), states.conclusion(kernelText(d)), fix, findings));
    }

    /**
     * The device a finding's chain is drawn for: its subject, or for a hub the device below it that loses
     * the most against what it can do (a hub's finding is about what hangs on it).
     */
    public Optional<String> subjectDevice(String subjectPath) {
        DeviceFact d = subjectPath == null ? null : devices.get(subjectPath);
        if (d == null) return Optional.empty();
        if (!d.hub()) return Optional.of(d.path());
        return devices.values().stream().filter(x -> !x.hub() && Paths.isBelow(x.path(), d.path()))
                .max(Comparator.comparingDouble(ChainBuilder::loss).thenComparing(DeviceFact::storage)
                        .thenComparing(DeviceFact::path, Comparator.reverseOrder()))
                .map(DeviceFact::path).or(() -> Optional.of(d.path()));
    }

    /** A connected, placed device of the host by its path. */
    public Optional<DeviceFact> device(String path) {
        return Optional.ofNullable(devices.get(path));
    }

    /** The device a cable carries now, by the cable's id (a cable finding's subject). */
    public Optional<String> cableDevice(String cableId) {
        return cables.stream().filter(c -> c.id().equals(cableId)).map(CableFact::devicePath)
                .filter(p -> p != null && devices.containsKey(p)).findFirst();
    }

    private static double loss(DeviceFact d) {
        LinkMode can = Links.capable(d);
        return can == null || Double.isNaN(d.negotiatedMbps()) ? 0 : can.totalMbps() - d.negotiatedMbps();
    }

    private static String kernelText(DeviceFact d) {
        return Double.isNaN(d.negotiatedMbps()) ? "unknown" : kernel(d.negotiatedMbps());
    }

    private List<DeviceFact> hubsAbove(DeviceFact d) {
        List<DeviceFact> hubs = new ArrayList<>();
        DeviceFact at = d;
        while (at.parentPath() != null && devices.containsKey(at.parentPath()) && hubs.size() < 8) {
            at = devices.get(at.parentPath());
            hubs.add(at);
        }
        return hubs;
    }

    /**
     * The registered enclosure the device is (vid:pid and serial, as the rules bind them); of several
     * registrations of one identity, the newest says what is inside now (a drive swapped, registered again).
     */
    private Optional<EnclosureFact> enclosureOf(DeviceFact d) {
        return enclosures.stream().filter(e -> Objects.equals(e.deviceVendorId(), d.vendorId())
                        && Objects.equals(e.deviceProductId(), d.productId()) && Objects.equals(e.deviceSerial(), d.serial()))
                .max(Comparator.comparing(ChainBuilder::registeredAt));
    }

    private static java.time.Instant registeredAt(EnclosureFact e) {
        return e.events().stream().map(dev.linkledger.rules.facts.EventRef::at).filter(Objects::nonNull)
                .max(Comparator.naturalOrder()).orElse(java.time.Instant.EPOCH);
    }

    private static Hop medium(EnclosureFact e) {
        Optional<Double> mbps = Bridges.mediumMBps(e);
        String name = (e.label() == null ? "enclosure " + e.id() : e.label()) + ": " + e.mediumKind()
                + (e.sdSpeedClass() == null ? "" : " " + e.sdSpeedClass());
        String how = mbps.isEmpty() ? "what the medium inside carries is not registered (give its rated speed)"
                : e.ratedMediumMBps() != null ? "rated " + e.ratedMediumMBps() + " MB/s, as registered"
                : "its bus or interface, from the media catalog";
        return new Hop(HopKind.MEDIUM, name, null, null, mbps.map(ChainBuilder::round).orElse(null), null,
                mbps.isEmpty() ? Provenance.UNKNOWN : Provenance.INFERRED, how, e.events(), null);
    }

    /** The bridge's drive side: the registered enclosure's, else the catalog's word on this vid:pid; none when neither knows. */
    private static Optional<Hop> bridge(DeviceFact d, EnclosureFact e) {
        Optional<Double> mbps = e == null ? Optional.empty() : Bridges.downstreamMBps(e);
        if (mbps.isPresent()) {
            String chip = Bridges.entry(e).map(CatalogEntry::name).orElse("bridge");
            String how = Bridges.downstreamName(e) + (e.pcieGen() != null ? ", as registered" : ", from the catalog");
            return Optional.of(new Hop(HopKind.BRIDGE, chip + " (drive side)", null, null, round(mbps.get()), null,
                    Provenance.INFERRED, how, e.events(), null));
        }
        return DeviceCatalog.bundled().find(d.vendorId(), d.productId()).filter(c -> c.downstreamMBps() != null)
                .map(c -> new Hop(HopKind.BRIDGE, c.name() + " (drive side)", null, null, c.downstreamMBps(), null,
                        Provenance.INFERRED, c.downstream() + ", from the catalog (" + c.vidPid() + ")", List.of(), null));
    }

    private Hop element(HopKind kind, DeviceFact x, Rates rates) {
        LinkMode can = Links.capable(x);
        boolean fromCatalog = Links.catalogUpgrade(x).isPresent();
        Provenance provenance = can == null ? Provenance.UNKNOWN
                : fromCatalog ? Provenance.INFERRED : Provenance.ofCapability(x.capabilitySource());
        String how = (can == null ? "what it can do is not known" : "can do " + kernel(can.totalMbps()) + " ("
                + (fromCatalog ? "the catalog knows its chip" : source(x)) + ")")
                + (Double.isNaN(x.negotiatedMbps()) ? "" : "; links at " + kernel(x.negotiatedMbps()) + " now");
        String name = Links.name(x) + " (" + x.path() + ")";
        return new Hop(kind, name, dev.linkledger.advisor.web.Links.device(hostId, x.path()),
                can == null ? null : can.totalMbps(), can == null ? null : rates.of(can), rates.of(x.negotiatedMbps(), x.lanes()),
                provenance, how, x.capabilityEvents(), null);
    }

    private static String source(DeviceFact x) {
        return switch (x.capabilitySource() == null ? dev.linkledger.probe.usb.CapabilitySource.UNKNOWN : x.capabilitySource()) {
            case BOS -> "its BOS descriptor says so";
            case CATALOG -> "the catalog knows it";
            case BCD_USB -> "it declares bcdUSB " + (x.bcdUsb() == null ? "3.x" : x.bcdUsb().trim());
            case BCD_USB_210 -> "bcdUSB 2.10, a guess";
            case UAS_DRIVER -> "it binds uas, a guess";
            case PRODUCT_STRING -> "its product string says so";
            case UNKNOWN -> "source unknown";
        };
    }

    private Hop cable(DeviceFact top, boolean rootPort, PortFact port, PortFact peer, Integer topLink, Rates rates) {
        Optional<CableFact> found = cables.stream().filter(c -> Objects.equals(c.devicePath(), top.path())
                || (port != null && Objects.equals(c.portId(), port.portId()))
                || (peer != null && Objects.equals(c.portId(), peer.portId()))).findFirst();
        String carries = topLink == null ? "" : "; it carries the " + kernel(top.negotiatedMbps()) + " link now";
        if (found.isEmpty()) {
            return new Hop(HopKind.CABLE, rootPort ? "(not registered)" : "(not in the evidence)",
                    "/lab/cables", null, null, topLink, Provenance.UNKNOWN, "no cable is registered on this connector, so no test says what it carries" + carries, List.of(), null);
        }
        CableFact c = found.get();
        String name = c.label() == null || c.label().isBlank() ? c.id() : c.label();
        String href = dev.linkledger.advisor.web.Links.cable(c.id());
        Integer proven = c.carriesAtLeastMbps() == null ? null : rates.of(c.carriesAtLeastMbps(), 1);
        Integer floor = max(proven, topLink);
        if (c.limitedToMbps() != null && (c.declaredMaxMbps() == null || c.limitedToMbps() <= c.declaredMaxMbps())) {
            return new Hop(HopKind.CABLE, name, href, (double) c.limitedToMbps(), rates.of(c.limitedToMbps(), 1), floor,
                    Provenance.DEMONSTRATED, "links through it came up no faster than " + kernel(c.limitedToMbps())
                    + " where both ends could do more", c.measurementEvents(), null);
        }
        if (c.declaredMaxMbps() != null) {
            return new Hop(HopKind.CABLE, name, href, (double) c.declaredMaxMbps(), rates.of(c.declaredMaxMbps(), 1), floor,
                    Provenance.MEASURED, "its e-marker declares " + kernel(c.declaredMaxMbps()) + " (read by the kernel)",
                    c.events(), null);
        }
        if (c.carriesAtLeastMbps() != null) {
            return new Hop(HopKind.CABLE, name, href, null, null, floor, Provenance.DEMONSTRATED,
                    "proven at " + kernel(c.carriesAtLeastMbps()) + where(c), c.measurementEvents(), null);
        }
        return new Hop(HopKind.CABLE, name, href, null, null, topLink, Provenance.UNKNOWN,
                (c.printedRating() == null ? "nothing printed on it" : "printed \u201c" + c.printedRating() + "\u201d") + ", not proven" + carries,
                c.events(), null);
    }

    /** " on host laptop (usb4-port2)": where the cable's fastest link ran. */
    private String where(CableFact c) {
        return cableTests.getOrDefault(c.id(), List.of()).stream()
                .filter(t -> c.carriesAtLeastMbps() != null && t.mbps() == c.carriesAtLeastMbps() && t.evidence() != null)
                .findFirst().map(t -> " on host " + t.evidence().hostId() + " (" + t.evidence().portId() + ")").orElse("");
    }

    private Hop connector(DeviceFact top, boolean rootPort, PortFact port, PortFact peer, Integer topLink, Rates rates) {
        if (!rootPort || top.portId() == null) {
            return new Hop(HopKind.CONNECTOR, "(not in the evidence)", null, null, null, topLink, Provenance.UNKNOWN,
                    "the evidence does not show the root port this chain hangs on", List.of(), null);
        }
        String name = top.portId() + (peer != null ? " + " + peer.portId() : "");
        String href = dev.linkledger.advisor.web.Links.connector(hostId, top.portId());
        PortFact measured = port != null && port.measuredCapabilityMbps() != null ? port
                : peer != null && peer.measuredCapabilityMbps() != null ? peer : null;
        if (measured != null) {
            int limit = measured.measuredCapabilityMbps();
            return new Hop(HopKind.CONNECTOR, name, href, (double) limit, rates.of(limit, 1), topLink, Provenance.DEMONSTRATED,
                    "tests measured it at " + kernel(limit) + ": a cable proven faster came up at that here",
                    measured.capabilityEvents(), null);
        }
        return new Hop(HopKind.CONNECTOR, name, href, null, null, topLink, Provenance.UNKNOWN,
                "no test has measured it" + (topLink == null ? "" : "; it carries the " + kernel(top.negotiatedMbps()) + " link now"),
                port == null ? List.of() : port.events(), null);
    }

    /**
     * The root hub behind the connector: the faster of its two halves' root hubs; without pairing on
     * record (a paste), the fastest root hub of the controller, inferred.
     */
    private Optional<Hop> rootHub(DeviceFact top, PortFact peer, Rates rates) {
        RootHubFact own = rootHubs.get(top.bus());
        RootHubFact companion = peer == null ? null : rootHubs.get(peer.bus());
        if (companion != null && (own == null || companion.speedMbps() > own.speedMbps())) {
            return Optional.of(rootHubHop(companion, Provenance.MEASURED, "the connector's " + kernel(companion.speedMbps())
                    + " half" + (own == null ? "" : "; the device sits on bus " + own.bus() + " (" + kernel(own.speedMbps()) + ")"), rates));
        }
        if (own == null) return Optional.empty();
        if (!pairsKnown && Paths.onRootPort(top.path())) {
            Optional<RootHubFact> best = controllerOf(top.bus()).flatMap(c -> fastest(c.buses()));
            if (best.isPresent() && best.get().speedMbps() > own.speedMbps()) {
                return Optional.of(rootHubHop(best.get(), Provenance.INFERRED, "the fastest root hub of its controller: which root "
                        + "hubs share this connector is not on record (the device sits on bus " + own.bus() + ")", rates));
            }
        }
        String how = peer == null && pairsKnown && Paths.onRootPort(top.path())
                ? "this connector has no SuperSpeed half on record" : "its speed as the kernel reports it";
        return Optional.of(rootHubHop(own, Provenance.MEASURED, how, rates));
    }

    private Hop rootHubHop(RootHubFact r, Provenance provenance, String how, Rates rates) {
        return new Hop(HopKind.ROOT_HUB, "bus " + r.bus() + " (" + kernel(r.speedMbps()) + ")", null, r.speedMbps(),
                rates.of(r.speedMbps(), 1), null, provenance, how, r.events(), null);
    }

    private Optional<Hop> controller(DeviceFact top, Rates rates) {
        Optional<ControllerFact> c = controllerOf(top.bus());
        if (c.isEmpty()) return Optional.empty();
        Optional<RootHubFact> best = fastest(c.get().buses());
        if (best.isEmpty()) return Optional.empty();
        RootHubFact r = best.get();
        String how = "its fastest root hub is bus " + r.bus() + " at " + kernel(r.speedMbps())
                + (c.get().inferred() ? "; which buses it owns is inferred, not read from sysfs" : "");
        return Optional.of(new Hop(HopKind.CONTROLLER, c.get().controllerId(),
                dev.linkledger.advisor.web.Links.host(hostId), r.speedMbps(), rates.of(r.speedMbps(), 1), null,
                c.get().inferred() ? Provenance.INFERRED : Provenance.MEASURED, how, c.get().events(), null));
    }

    private Optional<ControllerFact> controllerOf(int bus) {
        return controllers.stream().filter(c -> c.buses() != null && c.buses().contains(bus)).findFirst();
    }

    private Optional<RootHubFact> fastest(List<Integer> buses) {
        return buses == null ? Optional.empty() : buses.stream().map(rootHubs::get).filter(Objects::nonNull)
                .max(Comparator.comparingDouble(RootHubFact::speedMbps));
    }

    /** The open findings about this device or a hub it hangs on, most to gain first. */
    private List<FindingRef> findingsOn(DeviceFact d, List<DeviceFact> hubs) {
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
    private Double bestRun(String path) {
        List<MeasurementFact> runs = measurements.stream().filter(m -> path.equals(m.devicePath())).toList();
        List<MeasurementFact> direct = runs.stream().filter(MeasurementFact::direct).toList();
        return (direct.isEmpty() ? runs : direct).stream().map(MeasurementFact::goodputMBps).max(Double::compare).orElse(null);
    }

    private static Integer max(Integer a, Integer b) {
        return a == null ? b : b == null ? a : Math.max(a, b);
    }

    private static int round(double mbps) {
        return (int) Math.round(mbps);
    }

    /** A link rate as MB/s through it: storage goodput for storage (by its transport), the raw rate otherwise. */
    record Rates(boolean storage, boolean uas) {
        Integer of(double rateMbps, int lanes) {
            if (Double.isNaN(rateMbps) || rateMbps <= 0) return null;
            return of(Links.mode(rateMbps, lanes, false));
        }

        Integer of(LinkMode mode) {
            if (mode == null) return null;
            return storage ? Links.practical(mode, uas) : Links.raw(mode);
        }

        String basis() {
            return storage ? "practical storage goodput over " + (uas ? "UAS" : "BOT (usb-storage)") : "raw link rate";
        }
    }
}
