package dev.linkledger.advisor.web.budget;

import dev.linkledger.inventory.query.ControllerRecord;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.rules.budget.BudgetDomain;
import dev.linkledger.rules.budget.DomainKind;
import dev.linkledger.rules.budget.PeriodicBudgets;
import dev.linkledger.rules.budget.PeriodicLimits;
import dev.linkledger.rules.budget.Reservation;
import dev.linkledger.rules.facts.DeviceEndpointsFact;
import dev.linkledger.rules.facts.RootHubFact;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The host page's device-farm budgets, per controller: each budget of periodic bus time the rules
 * derive ({@link PeriodicBudgets}, the same the finding judges) as a bar of what every device
 * reserves when it streams, the settings in use now, the limit and its source; and the
 * controller's configured endpoints against its limit where one is known ({@link PeriodicLimits}).
 */
public record BudgetBars(String hostId, List<ControllerBudget> controllers) {

    /** The SVG's width in user units; heights are fixed. */
    static final double WIDTH = 1000;

    /**
     * @param endpointsInUse endpoints configured now (endpoint 0 of every device and those of the settings in use);
     *                       null when a device's setting in use is not in the evidence
     */
    /**
     * @param slotsTaken     devices on an xHCI controller's buses, each holding one of its device slots; null when
     *                       the buses are not xHCI's or their driver is not in the evidence
     */
    public record ControllerBudget(String id, String title, Integer endpointsInUse, Integer endpointLimit, String limitSource,
                                   String quirk, Integer slotsTaken, List<DomainBar> domains) {
        public String slotsRule() {
            return PeriodicLimits.bundled().slots().rule();
        }

        public String slotsSource() {
            return PeriodicLimits.bundled().slots().source();
        }

        public boolean overEndpoints() {
            return endpointsInUse != null && endpointLimit != null && endpointsInUse > endpointLimit;
        }
    }

    /**
     * One budget drawn: {@code scaleUs} is what the bar's full width stands for (the interval, or more when the
     * devices need more), so every x is in the SVG's 0-1000 units.
     */
    public record DomainBar(String id, String where, String interval, boolean judged, boolean over, String used,
                            String now, String limit, String source, List<Segment> segments, double limitX, double intervalX,
                            Double nowX, String summary) {
    }

    /** One device's reservation on the bar. */
    public record Segment(double x, double width, String fill, String label, String title) {
        /** A label is drawn inside the segment only where it fits. */
        public boolean labelled() {
            return width >= 90;
        }

        public double textX() {
            return x + 6;
        }
    }

    private static final String[] FILLS = {"#0b57d0", "#1a7f37", "#8250df", "#bf3989", "#0a7ea4", "#9a6700"};

    public static BudgetBars of(String hostId, List<ControllerRecord> controllers, List<?> facts) {
        List<RootHubFact> buses = facts.stream().filter(RootHubFact.class::isInstance).map(RootHubFact.class::cast)
                .sorted(Comparator.comparingInt(RootHubFact::bus)).toList();
        List<DeviceEndpointsFact> devices = facts.stream().filter(DeviceEndpointsFact.class::isInstance)
                .map(DeviceEndpointsFact.class::cast).toList();
        List<ControllerBudget> result = new ArrayList<>();
        List<Integer> drawn = new ArrayList<>();
        for (ControllerRecord c : controllers) {
            List<RootHubFact> mine = buses.stream().filter(b -> c.buses().contains(b.bus())).toList();
            mine.forEach(b -> drawn.add(b.bus()));
            var known = PeriodicLimits.bundled().controller(c.vendorId(), c.deviceId());
            result.add(new ControllerBudget(c.controllerId(), title(c), endpointsInUse(mine, devices),
                    known.map(PeriodicLimits.Controller::activeEndpoints).orElse(null),
                    known.map(PeriodicLimits.Controller::source).orElse(null),
                    known.map(PeriodicLimits.Controller::quirk).orElse(null), slotsTaken(mine, devices), bars(mine, devices)));
        }
        List<RootHubFact> orphans = buses.stream().filter(b -> !drawn.contains(b.bus())).toList();
        if (!orphans.isEmpty())
            result.add(new ControllerBudget("unknown", "Buses whose controller the evidence does not name",
                    endpointsInUse(orphans, devices), null, null, null, null, bars(orphans, devices)));
        return new BudgetBars(hostId, result.stream().filter(c -> !c.domains().isEmpty()).toList());
    }

    public boolean any() {
        return !controllers.isEmpty();
    }

    private static String title(ControllerRecord c) {
        String ids = c.vendorId() != null && c.deviceId() != null ? " (" + c.vendorId() + ":" + c.deviceId() + ")" : "";
        String name = c.name() != null ? c.name() : c.pciAddress() != null ? c.pciAddress() : c.controllerId();
        return name + ids + ", buses " + c.buses().stream().map(String::valueOf).reduce((a, b) -> a + " and " + b).orElse("?");
    }

    /** Endpoint 0 of each device and the endpoints of the settings in use; null when any device's setting in use is unknown. */
    private static Integer endpointsInUse(List<RootHubFact> buses, List<DeviceEndpointsFact> devices) {
        int count = 0;
        for (DeviceEndpointsFact d : devices) {
            if (buses.stream().noneMatch(b -> b.bus() == d.bus())) continue;
            count++;
            for (ObservedInterface i : d.interfaces()) {
                if (i.endpoints() == null || i.alternateSetting() == null) return null;
                count += i.endpointsOf(i.alternateSetting()).size();
            }
        }
        return count;
    }

    /** One device slot per device on the controller's buses (xHCI 1.2 §4.5.3); null unless every bus is known to be xHCI's. */
    private static Integer slotsTaken(List<RootHubFact> buses, List<DeviceEndpointsFact> devices) {
        if (buses.isEmpty() || !buses.stream().allMatch(b -> b.driver() != null && b.driver().toLowerCase(Locale.ROOT).contains("xhci")))
            return null;
        return (int) devices.stream().filter(d -> buses.stream().anyMatch(b -> b.bus() == d.bus())).count();
    }

    private static List<DomainBar> bars(List<RootHubFact> buses, List<DeviceEndpointsFact> devices) {
        List<DomainBar> bars = new ArrayList<>();
        for (RootHubFact bus : buses)
            for (BudgetDomain d : PeriodicBudgets.of(bus, devices)) bars.add(bar(d));
        return bars;
    }

    static DomainBar bar(BudgetDomain d) {
        double scale = Math.max(d.intervalUs(), d.streamingUs());
        List<Segment> segments = new ArrayList<>();
        double x = 0;
        int colour = 0;
        for (Reservation r : d.reservations()) {
            if (r.streamingUs() <= 0) continue;
            double width = WIDTH * r.streamingUs() / scale;
            String text = "%s (%s): %s%s".formatted(r.label(), r.path(), us(r.streamingUs()),
                    r.streamingSettings() == null ? "" : " in " + r.streamingSettings());
            segments.add(new Segment(x, width, FILLS[colour++ % FILLS.length], r.label(), text));
            x += width;
        }
        Double now = d.nowUs();
        String interval = d.kind() == DomainKind.SUPER_SPEED ? "bus interval" : d.intervalUs() < 1000 ? "microframe" : "frame";
        String used = "%s of each %s %s when all stream (%d %%)".formatted(us(d.streamingUs()), us(d.intervalUs()), interval,
                d.percentOfInterval(d.streamingUs()));
        String limit = "limit %s (%d %%)".formatted(us(d.limitUs()), d.limitPercent());
        String nowText = now == null ? "setting in use not in the evidence" : us(now) + " in the settings in use now";
        String free = d.exceeded() ? "over by " + us(d.streamingUs() - d.limitUs()) : us(d.freeUs()) + " free";
        String summary = "%s: %s; %s; %s; %s.%s".formatted(capital(d.where()), used, nowText, limit, free,
                d.placed() ? "" : " Not judged: the evidence gives these devices no port path.");
        return new DomainBar("budget-" + d.hostId().hashCode() + "-" + d.key().replaceAll("[^A-Za-z0-9]", "-"), capital(d.where()),
                kindText(d) , d.placed(), d.exceeded(), used, nowText, limit + ", " + free, d.limits().rule(), segments,
                WIDTH * d.limitUs() / scale, WIDTH * d.intervalUs() / scale, now == null ? null : WIDTH * now / scale, summary);
    }

    private static String kindText(BudgetDomain d) {
        return switch (d.kind()) {
            case HIGH_SPEED -> "high-speed microframe, 125 µs";
            case FULL_SPEED_TT -> "transaction translator frame, 1 ms";
            case FULL_SPEED -> "full-speed frame, 1 ms";
            case SUPER_SPEED -> "SuperSpeed bus interval, 125 µs at " + (int) d.linkMbps() + "M";
        };
    }

    private static String us(double micros) {
        return String.format(Locale.ROOT, micros >= 10 ? "%.0f µs" : "%.1f µs", micros);
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
