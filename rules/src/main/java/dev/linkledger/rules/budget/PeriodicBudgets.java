package dev.linkledger.rules.budget;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.DeviceEndpointsFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Subject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Sorts the devices of one bus into the budgets their periodic transfers share, and adds up what
 * each reserves ({@link EndpointDemand}). Where the time is scheduled:
 * <ul>
 * <li>a high-speed device's, in the microframes of its xHCI root port (each root port is a bandwidth
 *     domain of its own) or of its whole EHCI bus;</li>
 * <li>a full- or low-speed device behind a high-speed hub, in that hub's transaction translator (one
 *     per hub, or one per port of a multi-TT hub), and its split transactions in the high-speed domain
 *     above;</li>
 * <li>a full- or low-speed device with no high-speed hub above it, in its xHCI root port's frames or
 *     its whole OHCI/UHCI bus's;</li>
 * <li>a SuperSpeed device's, on its root port's link and on the uplink of every SuperSpeed hub above it.</li>
 * </ul>
 */
public final class PeriodicBudgets {
    private static final String HUB_CLASS = "09";
    private static final String MULTI_TT_PROTOCOL = "02";

    private final RootHubFact bus;
    private final boolean perRootPort;
    /**
     * The bus's placed devices by their parsed path. Each path is parsed once and every domain key is looked up
     * as an object, its text and words built only when the domain is first made: this runs in every write's
     * evaluation over every device of the bus, and building those strings per device was most of its cost.
     */
    private final Map<PortPath, DeviceEndpointsFact> byPath = new HashMap<>();
    private final Map<PortPath, Optional<Boolean>> multiTtByHub = new HashMap<>();
    private final Map<DomainKey, Domain> domains = new LinkedHashMap<>();

    private PeriodicBudgets(RootHubFact bus) {
        this.bus = bus;
        // An xHCI controller keeps a domain per root port; EHCI, OHCI and UHCI schedule the whole bus. A bus
        // whose driver the evidence does not name is most likely xHCI today: taken so, and marked as a guess.
        this.perRootPort = bus.driver() == null || bus.driver().toLowerCase(Locale.ROOT).contains("xhci");
    }

    /** The budgets of one bus: every domain at least one of its devices reserves time in. */
    public static List<BudgetDomain> of(RootHubFact bus, Collection<?> devices) {
        List<DeviceEndpointsFact> mine = new ArrayList<>();
        for (Object o : devices)
            if (o instanceof DeviceEndpointsFact d && d.bus() == bus.bus() && d.hostId().equals(bus.hostId())) mine.add(d);
        mine.sort(Comparator.comparing(DeviceEndpointsFact::path, PortPath.TEXT_ORDER));
        PeriodicBudgets budgets = new PeriodicBudgets(bus);
        List<PortPath> paths = new ArrayList<>(mine.size());
        for (DeviceEndpointsFact d : mine) {
            PortPath path = d.placed() ? PortPath.parse(d.path()) : null;
            paths.add(path);
            if (path != null) budgets.byPath.put(path, d);
        }
        for (int i = 0; i < mine.size(); i++) budgets.place(mine.get(i), paths.get(i));
        List<BudgetDomain> built = new ArrayList<>(budgets.domains.size());
        for (Domain domain : budgets.domains.values()) built.add(domain.build());
        return List.copyOf(built);
    }

    /** @param path the device's parsed path; null when it is not placed */
    private void place(DeviceEndpointsFact d, PortPath path) {
        double speed = d.speedMbps();
        if (Double.isNaN(speed)) return;
        if (path == null) {
            unplaced(d);
            return;
        }
        if (UsbSpeed.superSpeed(speed)) superSpeed(d, path);
        else if (UsbSpeed.highSpeed(speed)) highSpeedDomain(path).add(d, DomainKind.HIGH_SPEED);
        else fullOrLowSpeed(d, path);
    }

    /** The root port's link carries it, and so does the uplink of every SuperSpeed hub between it and the root port. */
    private void superSpeed(DeviceEndpointsFact d, PortPath path) {
        PortPath top = top(path);
        DeviceEndpointsFact first = byPath.get(top);
        double rootLink = first != null && UsbSpeed.superSpeed(first.speedMbps()) ? first.speedMbps() : d.speedMbps();
        domain(new DomainKey("ss:", top, 0), DomainKind.SUPER_SPEED, () -> "the link of root port " + rootPortId(top), () -> rootPort(top),
                rootLink, true).add(d, DomainKind.SUPER_SPEED);
        for (PortPath above = path.parent(); above != null && above.depth() >= 2; above = above.parent()) {
            DeviceEndpointsFact hub = byPath.get(above);
            if (hub == null || !UsbSpeed.superSpeed(hub.speedMbps())) continue;
            PortPath uplink = above;
            domain(new DomainKey("ss:", above, 0), DomainKind.SUPER_SPEED, () -> "the uplink of hub " + uplink + " (" + hub.label() + ")",
                    () -> hubSubject(uplink), hub.speedMbps(), true).add(d, DomainKind.SUPER_SPEED);
        }
    }

    /**
     * Below a high-speed hub, the hub's transaction translator schedules it, and its split transactions
     * take time in the high-speed domain above; with no such hub, the root port's or the bus's frames.
     */
    private void fullOrLowSpeed(DeviceEndpointsFact d, PortPath path) {
        for (PortPath above = path.parent(); above != null; above = above.parent()) {
            DeviceEndpointsFact hub = byPath.get(above);
            if (hub == null || !UsbSpeed.highSpeed(hub.speedMbps())) continue;
            PortPath at = above;
            Boolean multi = multiTtByHub.computeIfAbsent(at, k -> Optional.ofNullable(multiTt(hub))).orElse(null);
            PortPath below = childOf(at, path);
            boolean perPort = Boolean.TRUE.equals(multi);
            DomainKey key = new DomainKey("tt:", at, perPort ? below.lastPort() : 0);
            domain(key, DomainKind.FULL_SPEED_TT,
                    () -> perPort ? "the transaction translator of port " + below.lastPort() + " of hub " + at + " (" + hub.label() + ")"
                            : "the transaction translator of hub " + at + " (" + hub.label() + "), shared by all its ports",
                    () -> perPort ? new Subject("port", below.toString(), bus.bus(), null, below.portId()) : hubSubject(at),
                    UsbSpeed.FULL_SPEED_MBPS, multi != null).add(d, DomainKind.FULL_SPEED_TT);
            highSpeedDomain(at).add(d, DomainKind.HIGH_SPEED);
            return;
        }
        PortPath top = top(path);
        if (perRootPort) domain(new DomainKey("fs:", top, 0), DomainKind.FULL_SPEED, () -> "root port " + rootPortId(top) + " at full speed",
                () -> rootPort(top), UsbSpeed.FULL_SPEED_MBPS, bus.driver() != null).add(d, DomainKind.FULL_SPEED);
        else busDomain(DomainKind.FULL_SPEED, UsbSpeed.FULL_SPEED_MBPS).add(d, DomainKind.FULL_SPEED);
    }

    /**
     * A device known by bus and device number only. On an EHCI or OHCI/UHCI bus the bus is its domain all the
     * same; otherwise the bus stands in for a root port or translator the evidence does not show: drawn, not judged.
     */
    private void unplaced(DeviceEndpointsFact d) {
        double speed = d.speedMbps();
        DomainKind kind = UsbSpeed.superSpeed(speed) ? DomainKind.SUPER_SPEED
                : UsbSpeed.highSpeed(speed) ? DomainKind.HIGH_SPEED : DomainKind.FULL_SPEED;
        double link = kind == DomainKind.SUPER_SPEED ? speed : kind == DomainKind.HIGH_SPEED ? UsbSpeed.HIGH_SPEED_MBPS : UsbSpeed.FULL_SPEED_MBPS;
        boolean wholeBus = !perRootPort && (kind == DomainKind.HIGH_SPEED || !UsbSpeed.highSpeed(bus.speedMbps()));
        if (wholeBus) {
            busDomain(kind, link).add(d, kind);
            return;
        }
        domain(new DomainKey(kindPrefix(kind), null, -1), kind, () -> "bus " + bus.bus() + ": devices whose port the evidence does not show",
                () -> new Subject("bus", PortPath.rootHubName(bus.bus()), bus.bus(), null, null), link, false).add(d, kind);
    }

    private Domain highSpeedDomain(PortPath path) {
        if (!perRootPort) return busDomain(DomainKind.HIGH_SPEED, UsbSpeed.HIGH_SPEED_MBPS);
        PortPath top = top(path);
        return domain(new DomainKey("hs:", top, 0), DomainKind.HIGH_SPEED, () -> "root port " + rootPortId(top), () -> rootPort(top),
                UsbSpeed.HIGH_SPEED_MBPS, bus.driver() != null);
    }

    private Domain busDomain(DomainKind kind, double linkMbps) {
        return domain(new DomainKey(kindPrefix(kind), null, 0), kind,
                () -> "bus " + bus.bus() + " (" + bus.driver() + ": one schedule for the whole bus)",
                () -> new Subject("bus", PortPath.rootHubName(bus.bus()), bus.bus(), null, null), linkMbps, true);
    }

    private static String kindPrefix(DomainKind kind) {
        return switch (kind) {
            case HIGH_SPEED -> "hs:";
            case FULL_SPEED_TT -> "tt:";
            case FULL_SPEED -> "fs:";
            case SUPER_SPEED -> "ss:";
        };
    }

    private Domain domain(DomainKey key, DomainKind kind, Supplier<String> where, Supplier<Subject> subject, double linkMbps, boolean certain) {
        Domain domain = domains.get(key);
        if (domain == null) {
            domain = new Domain(key.text(bus.bus()), kind, where.get(), subject.get(), linkMbps, certain);
            domains.put(key, domain);
        }
        return domain;
    }

    /**
     * A domain's identity within the bus, as objects: {@code at} the root port, hub or SuperSpeed uplink (null for
     * the whole bus), {@code port} a multi-TT hub's port (0 otherwise), -1 for the bus's unplaced devices.
     * Its text is the {@link BudgetDomain#key()}: {@code hs:1-3}, {@code tt:1-4:2}, {@code hs:1}, {@code fs:1:unplaced}.
     */
    private record DomainKey(String prefix, PortPath at, int port) {
        String text(int bus) {
            if (port == -1) return prefix + bus + ":unplaced";
            if (at == null) return prefix + bus;
            return prefix + at + (port > 0 ? ":" + port : "");
        }
    }

    /**
     * A high-speed hub with one transaction translator per port: its interface in use says protocol 2, or it
     * has the alternate setting 1 that only multi-TT hubs have (USB 2.0 §11.23.1; Linux selects it in
     * {@code hub_configure}). False when its settings are known and show one TT; null when the evidence cannot tell.
     */
    static Boolean multiTt(DeviceEndpointsFact hub) {
        var hubInterface = hub.interfaces().stream().filter(i -> HUB_CLASS.equals(i.interfaceClass())).findFirst();
        if (hubInterface.isEmpty()) return null;
        var i = hubInterface.get();
        if (MULTI_TT_PROTOCOL.equals(i.interfaceProtocol())) return true;
        if (i.endpoints() == null) return null;
        return i.endpoints().stream().anyMatch(e -> e.alternateSetting() == 1);
    }

    private static PortPath top(PortPath path) {
        PortPath p = path;
        while (p.depth() > 1) p = p.parent();
        return p;
    }

    /** The device on {@code hub}'s port that {@code path} hangs below (or is). */
    private static PortPath childOf(PortPath hub, PortPath path) {
        PortPath p = path;
        while (p.parent() != null && !p.parent().equals(hub)) p = p.parent();
        return p;
    }

    private String rootPortId(PortPath top) {
        return PortPath.rootPortId(bus.bus(), top.lastPort());
    }

    private Subject rootPort(PortPath top) {
        return new Subject("port", top.toString(), bus.bus(), null, rootPortId(top));
    }

    private Subject hubSubject(PortPath hub) {
        return Subject.device(hub.toString(), bus.bus(), null, hub.portId());
    }

    /** A domain being filled: each device's reservation on it, computed once. */
    private final class Domain {
        private final String key;
        private final DomainKind kind;
        private final String where;
        private final Subject subject;
        private final double linkMbps;
        private final boolean certain;
        private final boolean placed;
        private final List<Reservation> reservations = new ArrayList<>();

        Domain(String key, DomainKind kind, String where, Subject subject, double linkMbps, boolean certain) {
            this.key = key;
            this.kind = kind;
            this.where = where;
            this.subject = subject;
            this.linkMbps = linkMbps;
            this.certain = certain;
            this.placed = !key.endsWith(":unplaced");
        }

        Domain add(DeviceEndpointsFact d, DomainKind as) {
            reservations.add(EndpointDemand.of(d, as, linkMbps));
            return this;
        }

        BudgetDomain build() {
            return new BudgetDomain(bus.hostId(), bus.bus(), kind, key, where, subject, linkMbps, placed, certain, reservations);
        }
    }
}
