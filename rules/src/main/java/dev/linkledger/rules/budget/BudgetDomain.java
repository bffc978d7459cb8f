package dev.linkledger.rules.budget;

import dev.linkledger.rules.finding.Subject;

import java.util.Comparator;
import java.util.List;

/**
 * One budget of periodic bus time (derived in {@code budget/domains.drl} by {@link PeriodicBudgets}):
 * the devices that share an interval's time, what each reserves, and the limit the spec and the
 * kernel set ({@link PeriodicLimits}).
 *
 * @param key       stable within the host: {@code hs:1-3}, {@code hs:1}, {@code tt:1-4}, {@code tt:1-4:2}, {@code fs:2-1},
 *                  {@code ss:2-1}, with {@code :unplaced} for devices the evidence gives no port path
 * @param where     the domain in words ("root port usb1-port3")
 * @param linkMbps  the rate of the link the domain's time is on (480, 12, 5000 …)
 * @param placed    false when the devices' port paths are unknown: the domain is then the whole bus, an upper
 *                  bound on an xHCI controller, where each root port has its own budget; such a domain is drawn,
 *                  never judged
 * @param certain   false when part of the shape is guessed: the controller's kind (an unknown driver is taken for
 *                  xHCI) or whether a hub has one transaction translator or one per port
 */
public record BudgetDomain(String hostId, int bus, DomainKind kind, String key, String where, Subject subject,
                           double linkMbps, boolean placed, boolean certain, List<Reservation> reservations) {

    public BudgetDomain {
        reservations = reservations.stream().sorted(Comparator.comparingDouble(Reservation::streamingUs).reversed()
                .thenComparing(Reservation::path)).toList();
    }

    public PeriodicLimits.Domain limits() {
        return PeriodicLimits.bundled().domain(kind);
    }

    public double intervalUs() {
        return limits().intervalUs();
    }

    /** Microseconds of each interval periodic transfers may take. */
    public double limitUs() {
        return limits().limitUs();
    }

    /** What every device takes when all stream at once. */
    public double streamingUs() {
        return reservations.stream().mapToDouble(Reservation::streamingUs).sum();
    }

    /** What the settings in use take now; null when a device's setting in use is not in the evidence. */
    public Double nowUs() {
        double sum = 0;
        for (Reservation r : reservations) {
            if (r.nowUs() == null) return null;
            sum += r.nowUs();
        }
        return sum;
    }

    /** The devices reserve more than the limit when they stream together, on a domain whose devices are placed. */
    public boolean exceeded() {
        return placed && streamingUs() > limitUs();
    }

    /**
     * Another exceeded budget says this one's finding already: a SuperSpeed link nearer the root port that
     * carries every device of this one and is no faster (a hub's uplink below a root port's link).
     */
    public boolean coveredBy(BudgetDomain other) {
        if (other == this || other.key.equals(key) || other.kind != kind || other.bus != bus || !other.hostId.equals(hostId))
            return false;
        if (!other.exceeded() || other.linkMbps > linkMbps || other.key.length() >= key.length()) return false;
        var paths = other.reservations.stream().map(Reservation::path).collect(java.util.stream.Collectors.toSet());
        return reservations.stream().allMatch(r -> paths.contains(r.path()));
    }

    /** Periodic time left under the limit when all stream, never below 0. */
    public double freeUs() {
        return Math.max(0, limitUs() - streamingUs());
    }

    /** {@code us} as a whole percentage of the interval (not of the limit: the limit is itself 80 or 90 %). */
    public int percentOfInterval(double us) {
        return (int) Math.round(100 * us / intervalUs());
    }

    /** The limit as a percentage of the interval: 80 or 90. */
    public int limitPercent() {
        return percentOfInterval(limitUs());
    }

    /** Devices whose endpoints the evidence does not show (all or in part): the figures leave them out. */
    public long devicesWithoutEndpoints() {
        return reservations.stream().filter(r -> !r.endpointsKnown()).count();
    }
}
