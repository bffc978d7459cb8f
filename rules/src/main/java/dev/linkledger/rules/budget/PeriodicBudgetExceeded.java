package dev.linkledger.rules.budget;

import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Speeds;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Builds the {@code PERIODIC_BUDGET_EXCEEDED} finding for {@code budget/findings.drl}: which devices
 * share the budget, what each reserves when it streams, the fewest to move to bring it under the
 * limit, and where the host has room for them. No I/O.
 */
public final class PeriodicBudgetExceeded {
    private PeriodicBudgetExceeded() {
    }

    public static Finding finding(Map<String, Object> metadata, BudgetDomain domain, Collection<?> others) {
        List<Reservation> move = fewestToMove(domain);
        double moved = move.stream().mapToDouble(Reservation::streamingUs).sum();
        String unit = domain.intervalUs() < 1000 ? "microframe" : "frame";
        if (domain.kind() == DomainKind.SUPER_SPEED) unit = "bus interval";
        String needed = us(domain.streamingUs()) + " per " + us(domain.intervalUs()) + " " + unit;
        String limit = us(domain.limitUs()) + " (" + domain.limitPercent() + " %)";
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(domain.certain() ? Confidence.CERTAIN : Confidence.LIKELY)
                .subject(domain.subject())
                .text("Periodic transfers on %s would need %s when they stream together; at most %s can be scheduled"
                                .formatted(domain.where(), needed, limit),
                        explanation(domain, needed, limit),
                        action(domain, move, moved, others))
                .data("domain", domain.key())
                .data("kind", domain.kind().name())
                .data("linkMbps", domain.linkMbps())
                .data("limitUs", round(domain.limitUs()))
                .data("streamingUs", round(domain.streamingUs()))
                .data("nowUs", domain.nowUs() == null ? null : round(domain.nowUs()))
                .data("devices", domain.reservations().size())
                .data("move", move.stream().map(Reservation::path).toList());
        for (Reservation r : domain.reservations())
            f.evidence("%s (%s) reserves %s%s".formatted(r.label(), r.path(), us(r.streamingUs()),
                    r.streamingSettings() == null ? "" : " in " + r.streamingSettings()), r.events());
        if (!domain.certain()) f.toConfirm(domain.kind() == DomainKind.FULL_SPEED_TT
                ? "paste `lsusb -v` of the hub: a hub with bDeviceProtocol 2 (an interface setting 1) has one translator per port"
                : "paste `lsusb -t`: the root hub's Driver= says whether the controller is xHCI (a budget per root port) or EHCI (one per bus)");
        return f.build();
    }

    private static String explanation(BudgetDomain domain, String needed, String limit) {
        String devices = domain.reservations().stream().filter(r -> r.streamingUs() >= 0.05)
                .map(r -> "%s (%s) %s%s".formatted(r.label(), r.path(), us(r.streamingUs()),
                        r.streamingSettings() == null ? "" : ", " + r.streamingSettings()))
                .collect(Collectors.joining("; "));
        Double now = domain.nowUs();
        String nowText = now == null ? ""
                : now < 0.01 * domain.limitUs() ? " When they were last seen none of them was streaming (the settings in use took almost nothing)."
                : " With the settings in use when they were last seen they take " + us(now) + ".";
        long blind = domain.devicesWithoutEndpoints();
        String blindText = blind == 0 ? "" : " " + blind + (blind == 1 ? " device's" : " devices'")
                + " endpoints are not in the evidence and are not counted: they can only add to it.";
        return ("Counted from their endpoint descriptors, each interface in its largest alternate setting (what it reserves"
                + " when it streams): %s. Together they need %s on %s (%s); periodic transfers may take at most %s (%s)."
                + " The controller then refuses the stream that does not fit: the kernel logs 'Not enough bandwidth', a video"
                + " application gets 'No space left on device' (error 28), or frames drop.%s%s")
                .formatted(devices, needed, domain.where(), Speeds.kernel(domain.linkMbps()), limit, domain.limits().rule(), nowText, blindText);
    }

    private static String action(BudgetDomain domain, List<Reservation> move, double moved, Collection<?> others) {
        List<String> each = move.stream().map(r -> r.label() + " (" + r.path() + ")").toList();
        String names = each.size() == 1 ? each.get(0)
                : String.join(", ", each.subList(0, each.size() - 1)) + " and " + each.get(each.size() - 1);
        List<BudgetDomain> room = others.stream().filter(BudgetDomain.class::isInstance).map(BudgetDomain.class::cast)
                .filter(o -> o.placed() && o.kind() == domain.kind() && !o.key().equals(domain.key()) && o.freeUs() >= moved)
                .sorted(Comparator.comparingDouble(BudgetDomain::freeUs).reversed()).toList();
        String where = room.isEmpty() ? "" : " %s has %d %% of its %s free and takes them.".formatted(
                capital(room.get(0).where()), room.get(0).percentOfInterval(room.get(0).freeUs()), domain.intervalUs() < 1000 ? "microframe" : "frame");
        boolean several = move.size() > 1;
        int fit = move.isEmpty() ? 0 : (int) Math.floor(domain.limitUs() / move.get(0).streamingUs());
        String perPort = several && fit >= 1 ? ", at most " + fit + " on each" : "";
        String elsewhere = switch (domain.kind()) {
            case HIGH_SPEED, FULL_SPEED -> "bus".equals(domain.subject().kind())
                    ? " another controller's bus" + (several ? "es" : "") + perPort + " (an EHCI or OHCI bus shares one schedule)"
                    : (several ? " other root ports of the computer" : " a root port of the computer with nothing else on it") + perPort
                    + " (each root port of an xHCI controller has a budget of its own)";
            case FULL_SPEED_TT -> " another port of the computer, or a hub with one transaction translator per port (a multi-TT hub)";
            case SUPER_SPEED -> " another root port, or a hub on a faster link";
        };
        return ("Move %s (%s) to%s.%s For a camera, a compressed format (MJPEG, H.264) or a lower resolution or frame rate"
                + " lets the driver pick a smaller alternate setting.").formatted(names, us(moved), elsewhere, where);
    }

    /** The largest reservations, largest first, until what is left fits under the limit. */
    static List<Reservation> fewestToMove(BudgetDomain domain) {
        List<Reservation> move = new ArrayList<>();
        double left = domain.streamingUs();
        for (Reservation r : domain.reservations()) {
            if (left <= domain.limitUs()) break;
            move.add(r);
            left -= r.streamingUs();
        }
        return move;
    }

    private static String us(double micros) {
        return String.format(Locale.ROOT, micros >= 10 ? "%.0f µs" : "%.1f µs", micros);
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
