package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.web.Links;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;

import java.util.List;
import java.util.Optional;

import static dev.linkledger.rules.topology.Speeds.kernel;

/**
 * The chain's hops on the host's side of the device, from the root port its chain hangs on: the cable
 * registered there (its tests, its e-marker, or nothing known), the connector (a limit tests measured),
 * the root hub behind it (the faster of the connector's two halves) and the controller. A hop nothing is
 * known of still carries the link it carries now: that is its floor.
 */
final class LinkHops {
    private final HostChainFacts host;

    LinkHops(HostChainFacts host) {
        this.host = host;
    }

    Hop cable(DeviceFact top, boolean rootPort, PortFact port, PortFact peer, Integer topLink, Rates rates) {
        Optional<CableFact> found = host.cableAt(top, port, peer);
        String carries = topLink == null ? "" : "; it carries the " + kernel(top.negotiatedMbps()) + " link now";
        if (found.isEmpty()) {
            return new Hop(HopKind.CABLE, rootPort ? "(not registered)" : "(not in the evidence)",
                    "/lab/cables", null, null, topLink, Provenance.UNKNOWN, "no cable is registered on this connector, so no test says what it carries" + carries, List.of(), null);
        }
        CableFact c = found.get();
        String name = c.label() == null || c.label().isBlank() ? c.id() : c.label();
        String href = Links.cable(c.id());
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
        return host.tests(c.id()).stream()
                .filter(t -> c.carriesAtLeastMbps() != null && t.mbps() == c.carriesAtLeastMbps() && t.evidence() != null)
                .findFirst().map(t -> " on host " + t.evidence().hostId() + " (" + t.evidence().portId() + ")").orElse("");
    }

    Hop connector(DeviceFact top, boolean rootPort, PortFact port, PortFact peer, Integer topLink, Rates rates) {
        if (!rootPort || top.portId() == null) {
            return new Hop(HopKind.CONNECTOR, "(not in the evidence)", null, null, null, topLink, Provenance.UNKNOWN,
                    "the evidence does not show the root port this chain hangs on", List.of(), null);
        }
        String name = top.portId() + (peer != null ? " + " + peer.portId() : "");
        String href = Links.connector(host.hostId, top.portId());
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
    Optional<Hop> rootHub(DeviceFact top, PortFact peer, Rates rates) {
        RootHubFact own = host.rootHub(top.bus());
        RootHubFact companion = peer == null ? null : host.rootHub(peer.bus());
        if (companion != null && (own == null || companion.speedMbps() > own.speedMbps())) {
            return Optional.of(rootHubHop(companion, Provenance.MEASURED, "the connector's " + kernel(companion.speedMbps())
                    + " half" + (own == null ? "" : "; the device sits on bus " + own.bus() + " (" + kernel(own.speedMbps()) + ")"), rates));
        }
        if (own == null) return Optional.empty();
        if (!host.pairsKnown && PortPath.onRootPort(top.path())) {
            Optional<RootHubFact> best = host.controllerOf(top.bus()).flatMap(c -> host.fastest(c.buses()));
            if (best.isPresent() && best.get().speedMbps() > own.speedMbps()) {
                return Optional.of(rootHubHop(best.get(), Provenance.INFERRED, "the fastest root hub of its controller: which root "
                        + "hubs share this connector is not on record (the device sits on bus " + own.bus() + ")", rates));
            }
        }
        String how = peer == null && host.pairsKnown && PortPath.onRootPort(top.path())
                ? "this connector has no SuperSpeed half on record" : "its speed as the kernel reports it";
        return Optional.of(rootHubHop(own, Provenance.MEASURED, how, rates));
    }

    private Hop rootHubHop(RootHubFact r, Provenance provenance, String how, Rates rates) {
        return new Hop(HopKind.ROOT_HUB, "bus " + r.bus() + " (" + kernel(r.speedMbps()) + ")", null, r.speedMbps(),
                rates.of(r.speedMbps(), 1), null, provenance, how, r.events(), null);
    }

    Optional<Hop> controller(DeviceFact top, Rates rates) {
        Optional<ControllerFact> c = host.controllerOf(top.bus());
        if (c.isEmpty()) return Optional.empty();
        Optional<RootHubFact> best = host.fastest(c.get().buses());
        if (best.isEmpty()) return Optional.empty();
        RootHubFact r = best.get();
        String how = "its fastest root hub is bus " + r.bus() + " at " + kernel(r.speedMbps())
                + (c.get().inferred() ? "; which buses it owns is inferred, not read from sysfs" : "");
        return Optional.of(new Hop(HopKind.CONTROLLER, c.get().controllerId(),
                Links.host(host.hostId), r.speedMbps(), rates.of(r.speedMbps(), 1), null,
                c.get().inferred() ? Provenance.INFERRED : Provenance.MEASURED, how, c.get().events(), null));
    }

    private static Integer max(Integer a, Integer b) {
        return a == null ? b : b == null ? a : Math.max(a, b);
    }
}
