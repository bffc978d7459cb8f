package dev.linkledger.advisor.web.chain;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Compares each hop with what the chain carries now: the link's ceiling, or the medium or the bridge's
 * drive side where one of them is lower. A hop whose ceiling is at or below that holds the chain (the
 * bottleneck); one known to be above it is clear; a link hop nothing is known of is a suspect while no
 * known hop explains the cap (a 480M link between a 10 Gb/s device and a 10 Gb/s root hub: the cable
 * or the connector).
 *
 * @param now  decimal MB/s the chain carries now, null when the link's speed is not known
 * @param link what the negotiated link alone carries
 */
record ChainStates(List<Hop> hops, Integer now, Integer link) {

    static ChainStates judge(List<Hop> hops, Integer link) {
        Integer payload = hops.stream().filter(h -> !h.kind().link() && h.ceilingMBps() != null)
                .map(Hop::ceilingMBps).min(Integer::compare).orElse(null);
        Integer now = link == null ? null : payload == null ? link : Math.min(link, payload);
        boolean payloadCaps = now != null && payload != null && payload <= link;
        List<Hop> judged = new ArrayList<>();
        for (Hop h : hops) judged.add(h.withState(state(h, now, payloadCaps)));
        if (judged.stream().anyMatch(h -> h.state() == HopState.CAP)) {
            judged.replaceAll(h -> h.state() == HopState.SUSPECT ? h.withState(HopState.OPEN) : h);
        }
        return new ChainStates(List.copyOf(judged), now, link);
    }

    private static HopState state(Hop h, Integer now, boolean payloadCaps) {
        if (now == null) return h.ceilingMBps() != null ? HopState.CLEAR : HopState.OPEN;
        if (h.ceilingMBps() != null) return h.ceilingMBps() <= now ? HopState.CAP : HopState.CLEAR;
        if (h.floorMBps() != null && h.floorMBps() > now) return HopState.CLEAR;
        // The medium or the bridge caps below the link: an unknown part of the link is not what holds it.
        if (!h.kind().link() || payloadCaps) return HopState.OPEN;
        return HopState.SUSPECT;
    }

    List<Hop> caps() {
        return hops.stream().filter(h -> h.state() == HopState.CAP).toList();
    }

    List<Hop> suspects() {
        return hops.stream().filter(h -> h.state() == HopState.SUSPECT).toList();
    }

    /** The chain's verdict in one or two sentences. */
    String conclusion(String negotiated) {
        if (now == null) return "The link's speed is not known, so nothing can be compared with it.";
        String carries = "It carries " + ChainView.mbps(now) + " now (" + negotiated + " link";
        carries += link != null && link > now ? ", which alone would carry " + ChainView.mbps(link) + ")." : ").";
        if (!caps().isEmpty()) {
            boolean itself = caps().stream().anyMatch(h -> h.kind() == HopKind.DEVICE || !h.kind().link());
            return carries + " Bottleneck: " + names(caps()) + " (" + provenances(caps()) + ")."
                    + (itself ? " No plug or cable on this host lifts it: the device's own side is the cap." : "");
        }
        if (!suspects().isEmpty()) {
            return carries + " Every hop whose ceiling is known carries more: " + names(suspects())
                    + " may hold it back, and no test has told which yet.";
        }
        return carries + " Every hop is known to carry more: a worn contact or a failed negotiation does this; replug it.";
    }

    static String names(List<Hop> hops) {
        List<String> names = hops.stream().map(h -> "the " + h.title()).toList();
        if (names.size() == 1) return names.get(0);
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    private static String provenances(List<Hop> hops) {
        return hops.stream().map(h -> h.provenance().wire()).distinct().collect(Collectors.joining(", "));
    }
}
