package dev.linkledger.rules.plan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks a host's connectors for an item: by the ceiling it would get, then a direct root port over a
 * hub, a connector with a SuperSpeed half, a free one, and a controller not already carrying storage.
 */
public final class PortRanking {
    private static final Comparator<RankedPort> ORDER = Comparator
            .comparingInt((RankedPort r) -> r.expectation().mbps()).reversed()
            .thenComparing(r -> !r.port().rootPort())
            .thenComparing(r -> !r.port().superSpeed())
            .thenComparing(r -> !r.port().free())
            .thenComparing(r -> !r.port().storageOnController().isEmpty())
            .thenComparing(r -> r.port().portId());

    private PortRanking() {
    }

    public static List<RankedPort> rank(ItemProfile item, Collection<PortOption> ports) {
        return ports.stream().map(p -> ranked(item, p)).sorted(ORDER).toList();
    }

    static RankedPort ranked(ItemProfile item, PortOption p) {
        Expectation e = Expectation.of(item, p);
        List<String> reasons = new ArrayList<>();
        reasons.add("expected about " + e.mbps() + " MB/s (" + e.mode().label() + ", capped by " + e.cappedBy() + ")");
        if (p.measuredLimitMbps() != null && p.measuredLimitMbps() < p.rootHubMbps())
            reasons.add("measured at " + p.measuredLimitMbps() + "M though its root hub says " + Speeds.text(p.rootHubMbps()) + "M");
        else
            reasons.add("root hub at " + Speeds.text(p.rootHubMbps()) + "M");
        reasons.add(p.rootPort() ? "direct root port" : "behind a hub");
        reasons.add(p.inferredSuperSpeedBus() != null
                ? "USB 2.0 half; its SuperSpeed half presumably on bus " + p.inferredSuperSpeedBus()
                        + " of the same controller (the import does not pair ports)"
                : p.superSpeed()
                ? (p.peer() != null ? "SuperSpeed half of the connector with " + p.peer() : "SuperSpeed port")
                : "no SuperSpeed companion: USB 2.0 only");
        reasons.add(p.free() ? "free" : "occupied by " + p.occupant());
        reasons.add(p.storageOnController().isEmpty() ? "controller carries no other storage"
                : "controller also carries storage: " + String.join(", ", p.storageOnController()));
        return new RankedPort(p, e, List.copyOf(reasons));
    }
}
