package dev.linkledger.rules.plan;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.link.LinkCeilings;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.OutOfReach;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Checks one planned item against a host's connectors: the ceiling now, the ceiling with the item
 * on the best (or the intended) port, what would cap it, and the PLAN_* findings.
 */
public final class PlanChecker {
    public static final String OVERSPEC = "PLAN_OVERSPEC";
    public static final String NO_GAIN = "PLAN_NO_GAIN";
    public static final String BOTTLENECK = "PLAN_BOTTLENECK";
    public static final String BETTER_PORT = "PLAN_BETTER_PORT";
    public static final String NO_SUITABLE_PORT = "PLAN_NO_SUITABLE_PORT";
    public static final String AMBIGUOUS_RATING = "PLAN_AMBIGUOUS_RATING";
    public static final String PORT_UNKNOWN = "PLAN_PORT_UNKNOWN";
    public static final String OK = "PLAN_OK";

    private PlanChecker() {
    }

    public static ItemVerdict check(int index, PlannedItem planned, List<PortOption> ports) {
        ItemProfile item = ItemProfiles.of(planned);
        if (item.ambiguous()) return ambiguous(index, planned, item);
        List<RankedPort> ranked = PortRanking.rank(item, ports);
        if (ranked.isEmpty()) {
            Finding none = new PlanFinding(NO_SUITABLE_PORT, Severity.WARNING, index, planned.portId()).catalog(item)
                    .text("No USB port known on this host", "The inventory has no port of this host to put the "
                            + item.name() + " on.", "Let a probe observe the host first.").build();
            return new ItemVerdict(index, null, null, null, null, List.of(none));
        }
        RankedPort best = ranked.get(0);
        RankedPort target = planned.portId() == null ? best : ranked.stream()
                .filter(r -> planned.portId().equals(r.port().portId()) || planned.portId().equals(r.port().peer()))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no port " + planned.portId()));
        // What the port gives depends on a SuperSpeed half the evidence does not show: say so, do not guess.
        if (item.kind() != PlanItemKind.CARD && target.port().superSpeedHalf() == SuperSpeedHalf.UNKNOWN)
            return portUnknown(index, planned, item, target, ranked);
        // A card brings its own controller: its mode is the ceiling, not the port it replaces.
        Expectation with = item.kind() == PlanItemKind.CARD
                ? new Expectation(cardCeiling(item), "item", item.mode()) : target.expectation();
        Integer now = now(item, target.port(), ranked);
        String portId = target.port().portId();

        List<Finding> findings = new ArrayList<>();
        boolean superSpeedItem = item.mode().superSpeed();
        // No SuperSpeed port only when every port's SuperSpeed half is known: an unknown one may be the way.
        boolean halvesKnown = ranked.stream().noneMatch(r -> r.port().superSpeedHalf() == SuperSpeedHalf.UNKNOWN);
        if (superSpeedItem && !UsbSpeed.superSpeed(best.port().linkMbps()) && halvesKnown && item.kind() != PlanItemKind.CARD)
            findings.add(noSuitablePort(index, planned, item, best, now));
        if (target != best && best.expectation().mbps() > with.mbps())
            findings.add(betterPort(index, planned, item, target, best));
        double itemMbps = item.mode().totalMbps();
        double portMbps = target.port().linkMbps();
        if (item.kind() != PlanItemKind.ENCLOSURE && item.kind() != PlanItemKind.CARD && itemMbps >= 2 * portMbps)
            findings.add(overspec(index, planned, item, target, now, with));
        if (now != null && with.mbps() <= now && (with.hostSide() || item.kind() == PlanItemKind.CARD))
            findings.add(noGain(index, planned, item, target, now, with));
        if (!with.hostSide() && item.kind() != PlanItemKind.CARD)
            findings.add(bottleneck(index, planned, item, target, with));
        if (findings.stream().noneMatch(f -> f.severity() != Severity.INFO))
            findings.add(ok(index, planned, item, target, now, with));
        return new ItemVerdict(index, portId, now, with.mbps(), with.cappedBy(), List.copyOf(findings));
    }

    /** What the host gives today: the link on the target port, the enclosure where it is plugged, the best port for a card. */
    private static Integer now(ItemProfile item, PortOption target, List<RankedPort> ranked) {
        return switch (item.kind()) {
            case CABLE, HUB -> target.occupantMbps() == null ? null : practical(target.occupantMbps());
            case ENCLOSURE -> ranked.stream().map(RankedPort::port)
                    .filter(p -> item.catalogEntry() != null && item.catalogEntry().equals(p.occupantVidPid()))
                    .map(p -> Math.min(practical(p.occupantMbps()), drive(item))).max(Integer::compare).orElse(null);
            case CARD -> practical(ranked.get(0).port().linkMbps());
        };
    }

    private static int practical(double mbps) {
        return LinkCeilings.bundled().practicalMBps(ItemProfiles.portMode(mbps), true);
    }

    private static int drive(ItemProfile item) {
        int d = Integer.MAX_VALUE;
        if (item.bridgeMBps() != null) d = item.bridgeMBps();
        if (item.mediumMBps() != null) d = Math.min(d, item.mediumMBps());
        return d;
    }

    private static int cardCeiling(ItemProfile item) {
        return LinkCeilings.bundled().practicalMBps(item.mode(), true);
    }

    private static ItemVerdict ambiguous(int index, PlannedItem planned, ItemProfile item) {
        String candidates = item.candidates().stream().map(m -> m.label() + " (" + Speeds.gbps(m.totalMbps()) + ")")
                .collect(Collectors.joining(", "));
        Finding f = new PlanFinding(AMBIGUOUS_RATING, Severity.WARNING, index, planned.portId())
                .data("rating", planned.rating())
                .data("candidates", item.candidates().stream().map(LinkMode::name).toList())
                .data("candidateMbps", item.candidates().stream().map(m -> Speeds.factor(m.totalMbps())).toList())
                .text("\"" + planned.rating() + "\" does not say how fast it is",
                        "\"" + planned.rating() + "\" without a Gen or a speed may mean any of: " + candidates + ".",
                        "Ask for the speed (5, 10 or 20 Gbps) or the Gen before buying.")
                .build();
        return new ItemVerdict(index, planned.portId(), null, null, null, List.of(f));
    }

    private static Finding overspec(int index, PlannedItem planned, ItemProfile item, RankedPort target, Integer now,
                                    Expectation with) {
        double itemMbps = item.mode().totalMbps();
        PortOption port = target.port();
        double portMbps = port.linkMbps();
        String suffices = UsbSpeed.superSpeed(portMbps) ? "a " + Speeds.gbps(portMbps) + " " + item.kind().wire() + " suffices"
                : "a USB 2.0 " + item.kind().wire() + " suffices";
        return new PlanFinding(OVERSPEC, Severity.WARNING, index, port.portId()).catalog(item).port(port)
                .ceilings(now, with.mbps())
                .data("factor", Speeds.factor(itemMbps / portMbps)).data("itemMbps", Speeds.factor(itemMbps))
                .data("portMbps", Speeds.factor(portMbps))
                .text(item.name() + " is " + Speeds.factor(itemMbps / portMbps) + "x over-specified for " + port.portId(),
                        "The " + item.name() + " carries " + Speeds.gbps(itemMbps) + ", but the best port it can reach, "
                                + port.portId() + ", links at " + Speeds.gbps(portMbps) + " (" + port.limitedBy()
                                + "): about " + with.mbps() + " MB/s either way.",
                        "For this port " + suffices + ".")
                .build();
    }

    private static Finding noGain(int index, PlannedItem planned, ItemProfile item, RankedPort target, int now,
                                  Expectation with) {
        PortOption port = target.port();
        return new PlanFinding(NO_GAIN, Severity.WARNING, index, port.portId()).catalog(item).port(port)
                .ceilings(now, with.mbps()).data("gainMBps", with.mbps() - now).data("cappedBy", with.cappedBy())
                .text("The " + item.name() + " would not make " + port.portId() + " faster",
                        "Today about " + now + " MB/s; with the " + item.name() + " about " + with.mbps()
                                + " MB/s: the " + with.cappedBy() + " (" + Speeds.gbps(port.linkMbps()) + ") caps it, not what you would buy.",
                        "Keep the money, or use a faster port if the host has one.")
                .build();
    }

    private static Finding bottleneck(int index, PlannedItem planned, ItemProfile item, RankedPort target, Expectation with) {
        PortOption port = target.port();
        int link = LinkCeilings.bundled().practicalMBps(ItemProfiles.portMode(port.linkMbps()), true);
        Severity severity = "item".equals(with.cappedBy()) ? Severity.WARNING : Severity.INFO;
        String element = switch (with.cappedBy()) {
            case "medium" -> "its medium (" + planned.medium() + ")";
            case "bridge" -> "its bridge's drive side";
            default -> "its own USB side (" + with.mode().label() + ")";
        };
        return new PlanFinding(BOTTLENECK, severity, index, port.portId()).catalog(item).port(port)
                .ceilings(with.mbps(), link).data("cappedBy", with.cappedBy()).data("portMBps", link)
                .text("The " + item.name() + " would be the slowest part on " + port.portId(),
                        port.portId() + " could carry about " + link + " MB/s; " + element + " caps it at about "
                                + with.mbps() + " MB/s.",
                        "item".equals(with.cappedBy()) ? "A " + Speeds.gbps(port.linkMbps()) + " " + item.kind().wire()
                                + " would use the port fully." : "Expect about " + with.mbps() + " MB/s; that is the item, not the host.")
                .build();
    }

    private static Finding betterPort(int index, PlannedItem planned, ItemProfile item, RankedPort target, RankedPort best) {
        return new PlanFinding(BETTER_PORT, Severity.WARNING, index, target.port().portId()).catalog(item)
                .port(target.port()).port(best.port())
                .ceilings(target.expectation().mbps(), best.expectation().mbps())
                .data("betterPortId", best.port().portId()).data("gainMBps", best.expectation().mbps() - target.expectation().mbps())
                .text(best.port().portId() + " suits the " + item.name() + " better than " + target.port().portId(),
                        "On " + target.port().portId() + " about " + target.expectation().mbps() + " MB/s; on "
                                + best.port().portId() + " (" + String.join(", ", best.reasons().subList(1, best.reasons().size()))
                                + ") about " + best.expectation().mbps() + " MB/s.",
                        "Plug it into " + best.port().portId() + ".")
                .build();
    }

    private static Finding noSuitablePort(int index, PlannedItem planned, ItemProfile item, RankedPort best, Integer now) {
        String wouldLift = OutOfReach.superSpeedHost(item.mode().totalMbps());
        return new PlanFinding(NO_SUITABLE_PORT, Severity.WARNING, index, best.port().portId()).catalog(item)
                .port(best.port()).ceilings(now, best.expectation().mbps())
                .data("bestPortMbps", Speeds.factor(best.port().linkMbps()))
                .text("No SuperSpeed port on this host for the " + item.name(),
                        "The " + item.name() + " can do " + Speeds.gbps(item.mode().totalMbps())
                                + ", but the fastest port here links at " + Speeds.gbps(best.port().linkMbps())
                                + ": about " + best.expectation().mbps() + " MB/s. No port of this host lifts that; "
                                + wouldLift + " would.",
                        "Add a USB 3 card or use another host; a USB 2.0 " + item.kind().wire() + " would do as well here.")
                .data("wouldLift", wouldLift)
                .build();
    }

    /**
     * The target connector's SuperSpeed half is unknown (a paste pairs no ports): what the item gets there with it and
     * without it, what would tell, and the best port known to be SuperSpeed. No ceiling is claimed.
     */
    private static ItemVerdict portUnknown(int index, PlannedItem planned, ItemProfile item, RankedPort target,
                                           List<RankedPort> ranked) {
        PortOption port = target.port();
        Integer now = now(item, port, ranked);
        Expectation without = target.expectation();
        Expectation with = target.ifSuperSpeed();
        Optional<RankedPort> known = ranked.stream().filter(r -> r.port().superSpeedHalf() == SuperSpeedHalf.YES).findFirst();
        String half = port.possibleSuperSpeedBus() == null ? "a SuperSpeed half"
                : "a SuperSpeed half (on bus " + port.possibleSuperSpeedBus() + ", " + Speeds.text(port.possibleSuperSpeedMbps()) + "M)";
        PlanFinding f = new PlanFinding(PORT_UNKNOWN, Severity.INFO, index, port.portId()).catalog(item).port(port)
                .confidence(Confidence.POSSIBLE)
                .ceilings(now, null)
                .data("superSpeedHalf", SuperSpeedHalf.UNKNOWN.wire())
                .data("withoutSuperSpeedMBps", without.mbps())
                .data("withSuperSpeedMBps", with == null ? null : with.mbps())
                .data("possibleSuperSpeedBus", port.possibleSuperSpeedBus())
                .data("knownSuperSpeedPort", known.map(r -> r.port().portId()).orElse(null))
                .data("whatTells", SuperSpeedHalf.WHAT_TELLS)
                .text("Whether " + port.portId() + " has a SuperSpeed half is unknown",
                        "The evidence pairs no ports, so it does not say whether " + port.portId() + " is the USB 2.0 half of a "
                                + "connector with " + half + " or a USB 2.0-only connector. Without one the " + item.name()
                                + " gets about " + without.mbps() + " MB/s there (capped by the " + without.cappedBy() + ")"
                                + (with == null ? "; with one, more, up to what the " + item.name() + " carries."
                                : "; with one, about " + with.mbps() + " MB/s (capped by the " + with.cappedBy() + ")."),
                        "Find out first: " + SuperSpeedHalf.WHAT_TELLS + "."
                                + known.filter(r -> r != target).map(r -> " Or use " + r.port().portId()
                                + ", a port known to be SuperSpeed: about " + r.expectation().mbps() + " MB/s.").orElse(""));
        return new ItemVerdict(index, port.portId(), now, null, null, List.of(f.build()));
    }

    private static Finding ok(int index, PlannedItem planned, ItemProfile item, RankedPort target, Integer now,
                              Expectation with) {
        int gain = with.mbps() - Objects.requireNonNullElse(now, 0);
        Optional<String> note = Optional.of(with.cappedBy()).filter(c -> !"item".equals(c));
        return new PlanFinding(OK, Severity.INFO, index, target.port().portId()).catalog(item).port(target.port())
                .ceilings(now, with.mbps()).data("gainMBps", gain).data("cappedBy", with.cappedBy())
                .text("The " + item.name() + " fits " + target.port().portId(),
                        "About " + with.mbps() + " MB/s on " + target.port().portId()
                                + (now == null ? "" : " (today about " + now + " MB/s)")
                                + note.map(c -> ", capped by the " + c).orElse("") + ".",
                        "Buy it; expect a gain of about " + gain + " MB/s.")
                .build();
    }
}
