package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.query.CableTestRecord;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.topology.Links;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.linkledger.rules.topology.Speeds.kernel;

/**
 * Draws a device's chain from the host's rule facts: medium and bridge (a registered enclosure, else
 * the catalog), the device, the hubs above it, the cable and the connector at the root port, the root
 * hub and the controller ({@link ElementHops}, {@link LinkHops}); then judges each hop against what
 * flows now ({@link ChainStates}) and works out the fix ({@link ChainFixes}). Every ceiling comes from
 * the rules' knowledge (link modes and their practical ceilings, catalogs, the enclosure's bridge and
 * medium): the chain arranges them and compares them; it knows nothing of USB of its own.
 */
public final class ChainBuilder {
    private final HostChainFacts host;
    private final LinkHops linkHops;

    /**
     * @param facts      the host's rule facts (any order, any other types ignored)
     * @param open       the host's open findings, for the fix
     * @param cableTests per cable, its tests: where a cable was proven, in the hop's words
     */
    public ChainBuilder(String hostId, Collection<?> facts, List<RecordedFinding> open,
                        Map<String, List<CableTestRecord>> cableTests) {
        this.host = new HostChainFacts(hostId, facts, open, cableTests);
        this.linkHops = new LinkHops(host);
    }

    /** The chain of the device at {@code path}, if it is connected and placed. */
    public Optional<ChainView> chain(String path) {
        Optional<DeviceFact> found = host.device(path);
        if (found.isEmpty()) return Optional.empty();
        DeviceFact d = found.get();
        Rates rates = new Rates(d.storage(), d.hasDriver("uas"));
        List<DeviceFact> hubs = host.hubsAbove(d);
        DeviceFact top = hubs.isEmpty() ? d : hubs.get(hubs.size() - 1);
        Integer topLink = rates.of(top.negotiatedMbps(), top.lanes());

        List<Hop> hops = new ArrayList<>();
        Optional<EnclosureFact> enclosure = host.enclosureOf(d);
        enclosure.ifPresent(e -> hops.add(ElementHops.medium(e)));
        ElementHops.bridge(d, enclosure.orElse(null)).ifPresent(hops::add);
        hops.add(ElementHops.element(host.hostId, HopKind.DEVICE, d, rates));
        for (DeviceFact hub : hubs) hops.add(ElementHops.element(host.hostId, HopKind.HUB, hub, rates));
        PortFact port = host.port(top.portId());
        PortFact peer = port == null ? null : host.port(port.peer());
        boolean rootPort = PortPath.onRootPort(top.path());
        hops.add(linkHops.cable(top, rootPort, port, peer, topLink, rates));
        hops.add(linkHops.connector(top, rootPort, port, peer, topLink, rates));
        linkHops.rootHub(top, peer, rates).ifPresent(hops::add);
        linkHops.controller(top, rates).ifPresent(hops::add);

        ChainStates states = ChainStates.judge(hops, rates.of(d.negotiatedMbps(), d.lanes()));
        List<FindingRef> findings = host.findingsOn(d, hubs);
        String negotiated = Double.isNaN(d.negotiatedMbps()) ? null : kernel(d.negotiatedMbps());
        return Optional.of(new ChainView(ChainView.SCHEMA, host.hostId, d.path(), Links.name(d), rates.basis(), negotiated,
                states.now(), host.bestRun(d.path()), states.hops(), states.conclusion(negotiated == null ? "unknown" : negotiated),
                ChainFixes.fix(states, findings), findings));
    }

    /**
     * The device a finding's chain is drawn for: its subject, or for a hub the device below it that loses
     * the most against what it can do (a hub's finding is about what hangs on it).
     */
    public Optional<String> subjectDevice(String subjectPath) {
        Optional<DeviceFact> d = host.device(subjectPath);
        if (d.isEmpty()) return Optional.empty();
        if (!d.get().hub()) return Optional.of(d.get().path());
        return host.below(d.get()).stream()
                .max(Comparator.comparingDouble(HostChainFacts::loss).thenComparing(DeviceFact::storage)
                        .thenComparing(DeviceFact::path, Comparator.reverseOrder()))
                .map(DeviceFact::path).or(() -> Optional.of(d.get().path()));
    }

    /** A connected, placed device of the host by its path. */
    public Optional<DeviceFact> device(String path) {
        return host.device(path);
    }

    /** The device a cable carries now, by the cable's id (a cable finding's subject). */
    public Optional<String> cableDevice(String cableId) {
        return host.cable(cableId).map(CableFact::devicePath).filter(p -> host.device(p).isPresent());
    }
}
