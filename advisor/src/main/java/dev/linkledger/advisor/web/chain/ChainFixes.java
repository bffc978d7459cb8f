package dev.linkledger.advisor.web.chain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static dev.linkledger.rules.topology.Speeds.rate;

/**
 * What would lift a chain's cap and what it would then carry. The hops to change are the bottleneck
 * (or, where nothing known explains the cap, the suspects); what they would have to do is the slowest
 * rate among the clear link hops; the gain runs to the next cap, the lowest ceiling of the clear hops
 * (a medium or bridge included). A cap in the device itself is not a change of plugs: only a finding's
 * own fix is offered then.
 */
final class ChainFixes {
    private ChainFixes() {
    }

    static Fix fix(ChainStates s, List<FindingRef> findings) {
        if (s.now() == null) return null;
        FindingRef finding = findings.stream().filter(f -> f.gain() > 0).findFirst().orElse(null);
        boolean capped = !s.caps().isEmpty();
        List<Hop> change = capped ? s.caps() : s.suspects();
        boolean replug = change.isEmpty();
        boolean deviceItself = change.stream().anyMatch(h -> !h.kind().link() || h.kind() == HopKind.DEVICE);
        Integer next = s.hops().stream().filter(h -> h.state() == HopState.CLEAR && h.ceilingMBps() != null)
                .map(Hop::ceilingMBps).min(Integer::compare).orElse(null);
        if (replug || deviceItself || next == null || next <= s.now()) {
            return finding == null ? null : new Fix("as the finding says", finding.nowMBps(), finding.possibleMBps(),
                    finding.id(), finding.title(), finding.action());
        }
        Double target = s.hops().stream().filter(h -> h.state() == HopState.CLEAR && h.kind().link() && h.rateMbps() != null)
                .map(Hop::rateMbps).min(Double::compare).orElse(null);
        String words = words(change, target, capped ? " and " : " or ");
        return new Fix(words, s.now(), next, finding == null ? null : finding.id(), finding == null ? null : finding.title(),
                finding == null ? null : finding.action());
    }

    private static String words(List<Hop> change, Double target, String joiner) {
        String speed = target == null ? "faster" : rate(target);
        Set<String> parts = new LinkedHashSet<>();
        List<String> without = new ArrayList<>();
        for (Hop h : change) {
            switch (h.kind()) {
                case CABLE -> parts.add("a cable proven at " + speed);
                case CONNECTOR, ROOT_HUB -> parts.add("a " + speed + " port");
                case CONTROLLER -> parts.add("a " + speed + " controller");
                case HUB -> without.add("without the " + h.title());
                default -> parts.add("a faster " + h.kind().label());
            }
        }
        String main = String.join(joiner, parts);
        String hubs = String.join(", ", without);
        if (main.isEmpty()) return hubs;
        return hubs.isEmpty() ? main : main + ", " + hubs;
    }
}
