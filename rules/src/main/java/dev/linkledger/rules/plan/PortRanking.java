package dev.linkledger.rules.plan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks a host's connectors for an item: by the ceiling it would get for certain, then a direct root port over a
 * hub, a connector with a SuperSpeed half (one whose half is unknown before one known to have none), a free one,
 * and a controller not already carrying storage. A connector whose SuperSpeed half the evidence does not show
 * ranks by its USB 2.0 half and says what it would give with one, never as if it had one.
 */
public final class PortRanking {
    private static final Comparator<RankedPort> ORDER = Comparator
            .comparingInt((RankedPort r) -> r.expectation().mbps()).reversed()
            .thenComparing(r -> !r.port().rootPort())
            .thenComparing(r -> r.port().superSpeedHalf())
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
        Expectation ifSuperSpeed = p.superSpeedHalf() == SuperSpeedHalf.UNKNOWN && p.possibleSuperSpeedBus() != null
                ? Expectation.of(item, p.withSuperSpeedHalf()) : null;
        List<String> reasons = new ArrayList<>();
        reasons.add("expected about " + e.mbps() + " MB/s (" + e.mode().label() + ", capped by " + e.cappedBy() + ")"
                + (ifSuperSpeed == null || ifSuperSpeed.mbps() == e.mbps() ? ""
                : "; about " + ifSuperSpeed.mbps() + " MB/s if it has a SuperSpeed half"));
        if (p.measuredLimitMbps() != null && p.measuredLimitMbps() < p.rootHubMbps())
            reasons.add("measured at " + p.measuredLimitMbps() + "M though its root hub says " + Speeds.text(p.rootHubMbps()) + "M");
        else
            reasons.add("root hub at " + Speeds.text(p.rootHubMbps()) + "M");
        reasons.add(p.rootPort() ? "direct root port" : "behind a hub");
        reasons.add(switch (p.superSpeedHalf()) {
            case YES -> p.peer() != null ? "SuperSpeed half of the connector with " + p.peer() : "SuperSpeed port";
            case NO -> "no SuperSpeed companion: USB 2.0 only";
            case UNKNOWN -> "USB 2.0 half; whether this connector has a SuperSpeed half"
                    + (p.possibleSuperSpeedBus() == null ? "" : " (on bus " + p.possibleSuperSpeedBus() + ", "
                    + Speeds.text(p.possibleSuperSpeedMbps()) + "M)")
                    + " is unknown: the evidence pairs no ports. What would tell: " + SuperSpeedHalf.WHAT_TELLS;
        });
        reasons.add(p.free() ? "free" : "occupied by " + p.occupant());
        reasons.add(p.storageOnController().isEmpty() ? "controller carries no other storage"
                : "controller also carries storage: " + String.join(", ", p.storageOnController()));
        return new RankedPort(p, e, List.copyOf(reasons), ifSuperSpeed);
    }
}
