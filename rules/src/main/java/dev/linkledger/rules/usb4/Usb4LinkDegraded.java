package dev.linkledger.rules.usb4;

import dev.linkledger.rules.facts.Usb4RouterFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Builds the {@code USB4_LINK_DEGRADED} finding for {@code usb4/findings.drl}; no I/O. */
public final class Usb4LinkDegraded {
    private Usb4LinkDegraded() {
    }

    public static Finding finding(Map<String, Object> metadata, Usb4Link link) {
        Usb4RouterFact r = link.router();
        ThunderboltLinks knowledge = ThunderboltLinks.bundled();
        String now = rate(link.lanes(), link.laneGbps());
        String possible = rate(link.expectedLanes(), link.expectedLaneGbps());
        List<String> suspects = new ArrayList<>();
        if (link.slowerLanes()) knowledge.cablesAt(link.laneGbps()).forEach(c -> suspects.add(c.cable()));
        if (link.fewerLanes()) suspects.add("the cable or a connector: " + knowledge.singleLane().cause());
        suspects.add("the port: a USB4 port that only does 20 Gbps, or one wired through a retimer that limits it");
        suspects.add("a dock, hub or adapter in between that is not in the evidence");
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(link.confidence())
                .subject(Subject.thunderbolt(r.name()))
                .text("%s (%s) links at %s, below what both ends support (%s)".formatted(r.label(), link.ownName(), now, possible),
                        ("The link from %s (%s) to %s runs at %s; both ends support %s. Suspects, most likely first: %s.")
                                .formatted(r.label(), link.ownName(), link.upstreamText(), now, possible, String.join("; ", suspects)),
                        "Try a cable rated 40 Gbps (Thunderbolt 3/4 or USB4 40Gbps: a passive one of 0.8 m or less, or an active one),"
                                + " then another Thunderbolt/USB4 port; boltctl should then show " + boltctl(link.expectedLanes(), link.expectedLaneGbps())
                                + ". If a proven cable keeps " + boltctl(link.lanes(), link.laneGbps()) + ", the port is the limit.")
                .data("router", r.name())
                .data("uuid", r.uuid())
                .data("lanes", link.lanes())
                .data("laneGbps", link.laneGbps())
                .data("expectedLanes", link.expectedLanes())
                .data("expectedLaneGbps", link.expectedLaneGbps())
                .evidence("router %s (%s) links at %s".formatted(r.label(), link.ownName(), boltctl(link.lanes(), link.laneGbps())), r.events());
        if (link.upstream() != null)
            f.data("upstream", link.upstream().name()).evidence(link.upstreamText() + " upstream", link.upstream().events());
        if (link.confidence() != Confidence.CERTAIN) {
            f.toConfirm(link.upstream() == null
                    ? "paste `boltctl list -a` or `boltctl domains` with `boltctl info " + (r.uuid() != null ? r.uuid() : "<uuid>")
                    + "`: the host's generation and the device's parent show what the other end supports"
                    : "the host's specification: a USB4 host that is not Thunderbolt 4 may be a 20 Gbps one ("
                    + knowledge.hostLaneGbpsBasis() + ")");
        }
        return f.build();
    }

    /** "20 Gb/s = 2 lanes × 10 Gb/s". */
    static String rate(int lanes, double laneGbps) {
        return number(lanes * laneGbps) + " Gb/s = " + lanes + (lanes == 1 ? " lane" : " lanes") + " × " + number(laneGbps) + " Gb/s";
    }

    /** As boltctl prints it, for the reader to compare: "40 Gb/s = 2 lanes * 20 Gb/s". */
    static String boltctl(int lanes, double laneGbps) {
        return number(lanes * laneGbps) + " Gb/s = " + lanes + " lanes * " + number(laneGbps) + " Gb/s";
    }

    private static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
