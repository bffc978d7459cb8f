package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;
import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code PORT_BELOW_DEVICE} finding for {@code ports.drl}; no I/O. */
public final class PortBelowDevice {
    private PortBelowDevice() {
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, PortCeiling ceiling, List<?> rootHubs,
                                  List<?> devices, List<?> ports) {
        LinkMode capable = Links.capable(d);
        boolean uas = d.hasDriver("uas");
        var better = BetterPorts.freeRootPort(rootHubs, devices, ports, Math.min(capable.totalMbps(), 20000), d.portId())
                .filter(b -> b.rootHub().speedMbps() > ceiling.mbps());
        Confidence confidence = Links.capabilityConfidence(d);
        if (ceiling.basis() == PortCeilingBasis.CABLE_CLEARED) confidence = confidence.weaker();
        String why = switch (ceiling.basis()) {
            case MEASURED -> "The port was measured at " + kernel(ceiling.mbps()) + ".";
            case ROOT_HUB -> "Its root hub runs at " + kernel(ceiling.mbps()) + ": the controller cannot do more.";
            case CABLE_CLEARED -> "The cable is not the cause: " + ceiling.reason()
                    + ", so this port (or its controller) is wired for " + Speeds.rate(ceiling.mbps())
                    + " even though its root hub says more.";
        };
        // Severity by what can change here: with no faster root hub on the host, no port of it lifts the ceiling.
        boolean fasterHere = OutOfReach.fasterRootHub(rootHubs, d.hostId(), ceiling.mbps());
        String action = "A faster cable will not help. " + better.map(b -> "Use " + b.where()
                        + "; if that port too links at " + kernel(ceiling.mbps())
                        + ", the host needs a " + Speeds.rate(capable.totalMbps()) + " port (an add-in card).")
                .orElse(fasterHere ? "This host has no faster free port: free one of its faster ports for it; a "
                        + Speeds.rate(capable.totalMbps()) + " port otherwise needs an add-in card or another host."
                        : "No port of this host is faster, so nothing here lifts it: it needs "
                        + OutOfReach.hostWithPort(capable.totalMbps()) + " (an add-in card where the host takes one).");
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(confidence)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("Port %s holds %s (%s) at %s though it can do %s".formatted(d.portId(), Links.name(d), d.path(),
                                kernel(d.negotiatedMbps()), Speeds.rate(capable.totalMbps())),
                        "The device can do " + kernel(capable.totalMbps()) + " but port " + d.portId() + " reaches "
                                + kernel(ceiling.mbps()) + " at most. " + why,
                        action)
                .ceilings(Links.practical(Links.negotiated(d), uas), Links.practical(capable, uas))
                .data("portMbps", ceiling.mbps())
                .data("capabilityMbps", capable.totalMbps())
                .data("portBasis", ceiling.basis().name().toLowerCase())
                .data("betterPort", better.map(b -> b.portId() != null ? b.portId() : "bus " + b.rootHub().bus()).orElse(null))
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events())
                .evidence("device " + d.path() + " can do " + kernel(capable.totalMbps()), d.capabilityEvents())
                .evidence(ceiling.reason(), ceiling.events());
        Links.catalogUpgrade(d).ifPresent(e -> f.catalog(e.vidPid()));
        if (!fasterHere) {
            OutOfReach.info(f, OutOfReach.hostWithPort(capable.totalMbps()));
            EvidenceCoverage coverage = EvidenceCoverage.of(d.hostId(), rootHubs, List.of());
            if (coverage.buses().size() <= 1)
                f.toConfirm("paste the whole `lsusb -t` (this evidence shows " + coverage.shown() + "): a root hub faster than "
                        + kernel(ceiling.mbps()) + " elsewhere on this host would be a port to move it to");
        }
        OutOfReach.builtIn(d, ports).ifPresent(port -> OutOfReach.builtInInfo(f, d, port));
        return f.build();
    }
}
