package dev.linkledger.rules.usb4;

import dev.linkledger.rules.facts.Usb4RouterFact;
import dev.linkledger.rules.finding.Confidence;

import java.util.Optional;

/**
 * The link between a USB4/Thunderbolt router and the router upstream (derived in
 * {@code usb4/links.drl}), judged against what both ends support ({@link ThunderboltLinks}).
 * An expectation is certain when both ends' generations say so, likely when it rests on what
 * nearly every host of a generation does or when the upstream end is not in the evidence
 * (boltctl list shows no host): then the router's own generation stands for both ends.
 *
 * @param upstream null when the evidence does not show the router upstream
 * @param hub      the router has a router below it: a USB4 router with one is a hub
 */
public record Usb4Link(Usb4RouterFact router, Usb4RouterFact upstream, boolean hub) {

    private ThunderboltLinks.Generation own() {
        return ThunderboltLinks.bundled().generation(router.generation()).orElse(null);
    }

    private ThunderboltLinks.Generation other() {
        return upstream == null ? null : ThunderboltLinks.bundled().generation(upstream.generation()).orElse(null);
    }

    /** Both rates and lane counts of the link are in the evidence, and the router's generation. */
    public boolean measured() {
        return own() != null && laneGbps() != null && (router.rxLanes() != null || router.txLanes() != null);
    }

    /** The slower direction's per-lane rate, Gb/s. */
    public Double laneGbps() {
        Double rx = router.rxLaneGbps(), tx = router.txLaneGbps();
        if (rx == null) return tx;
        return tx == null ? rx : Math.min(rx, tx);
    }

    /** Lanes each way; an asymmetric USB4 v2 link (3 one way, 1 the other) counts as the two it replaces. */
    public int lanes() {
        Integer rx = router.rxLanes(), tx = router.txLanes();
        if (rx != null && tx != null) return (rx + tx) / 2;
        return rx != null ? rx : tx;
    }

    private double ownLaneGbps() {
        return hub ? own().hubLaneGbps() : own().laneGbps();
    }

    /** What the upstream end certainly supports per lane: a USB4 router with a router below it is a hub. */
    private double otherCertainLaneGbps() {
        return Boolean.FALSE.equals(upstream.host()) ? other().hubLaneGbps() : other().laneGbps();
    }

    private double otherLikelyLaneGbps() {
        return Boolean.FALSE.equals(upstream.host()) ? other().hubLaneGbps() : other().hostLaneGbps();
    }

    /** The lanes both ends support; likely only when the upstream end is not in the evidence. */
    public int expectedLanes() {
        return other() == null ? own().lanes() : Math.min(own().lanes(), other().lanes());
    }

    /** The per-lane rate both ends (likely) support, Gb/s. */
    public double expectedLaneGbps() {
        return other() == null ? ownLaneGbps() : Math.min(ownLaneGbps(), otherLikelyLaneGbps());
    }

    public boolean fewerLanes() {
        return measured() && lanes() < expectedLanes();
    }

    public boolean slowerLanes() {
        return measured() && laneGbps() < expectedLaneGbps();
    }

    public boolean degraded() {
        return fewerLanes() || slowerLanes();
    }

    /** Certain when both ends' generations alone prove the shortfall; likely otherwise. */
    public Confidence confidence() {
        if (other() == null) return Confidence.LIKELY;
        boolean lanesCertain = fewerLanes();
        boolean rateCertain = slowerLanes() && laneGbps() < Math.min(ownLaneGbps(), otherCertainLaneGbps());
        return lanesCertain || rateCertain ? Confidence.CERTAIN : Confidence.LIKELY;
    }

    /** What the upstream end is, in words: "the host router 0-0 (USB4)", "an end the evidence does not show". */
    public String upstreamText() {
        if (upstream == null) return "the router upstream, which the evidence does not show";
        String kind = upstream.hostRouter() ? "the host router" : "the router";
        return kind + " " + upstream.label() + Optional.ofNullable(other()).map(g -> " (" + g.name() + ")").orElse("");
    }

    public String ownName() {
        return own().name();
    }
}
