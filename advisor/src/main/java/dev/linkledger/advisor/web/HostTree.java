package dev.linkledger.advisor.web;

import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.probe.usb.LinkMark;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * Shapes a host's topology (as the API answers it) into what the page shows: controllers, their
 * root hubs, each device as a row with "negotiated of possible", and the connectors paired. A
 * port can do what its hub can do; a root port what the faster of its root hub and its
 * companion's root hub offers (without any pairing on record, the fastest root hub of its
 * controller), lowered to what links measured on the connector.
 */
public final class HostTree {
    private final TopologyView topology;
    private final Map<String, TopologyView.PortView> ports = new HashMap<>();
    private final Map<Integer, Integer> busMbps = new HashMap<>();
    private final Map<String, TopologyView.DeviceView> devices = new HashMap<>();
    private final Set<String> occupied = new HashSet<>();
    /** Per bus, the fastest root hub of the same controller. */
    private final Map<Integer, Integer> controllerBestMbps = new HashMap<>();
    /** Whether the observation paired any ports (sysfs does; a pasted lsusb -t cannot). */
    private final boolean pairsKnown;

    private HostTree(TopologyView topology) {
        this.topology = topology;
        for (TopologyView.PortView p : topology.ports()) ports.put(p.id(), p);
        for (TopologyView.ControllerView c : topology.controllers()) {
            int best = 0;
            for (TopologyView.BusView b : c.buses()) {
                if (b.speedMbps() != null) busMbps.put(b.bus(), b.speedMbps().intValue());
                if (b.speedMbps() != null) best = Math.max(best, b.speedMbps().intValue());
                index(b.devices());
            }
            // Buses without a reported controller each stand alone.
            if (c.id() != null) for (TopologyView.BusView b : c.buses()) if (best > 0) controllerBestMbps.put(b.bus(), best);
        }
        this.pairsKnown = topology.ports().stream().anyMatch(p -> p.peer() != null);
    }

    public static HostTree of(TopologyView topology) {
        return new HostTree(topology);
    }

    private void index(List<TopologyView.DeviceView> list) {
        for (TopologyView.DeviceView d : list) {
            devices.put(d.path(), d);
            if (d.portId() != null) occupied.add(d.portId());
            index(d.children());
        }
    }

    /** Placed and unplaced devices alike. */
    public int deviceCount() {
        return devices.size() + topology.unplaced().size();
    }

    /** The devices no observation placed yet, in their own group: by bus and device number, with what is missing. */
    public List<UnplacedRow> unplaced() {
        return topology.unplaced().stream().map(u -> new UnplacedRow(
                DeviceFact.unplacedKey(u.bus(), u.devnum()),
                u.vendorId() == null ? null : u.vendorId() + ":" + u.productId(),
                unplacedName(u), u.speedMbps() == null ? "?" : speed(u.speedMbps()),
                u.capability() == null || u.capability().maxSpeedMbps() == null ? null
                        : speed(u.capability().maxSpeedMbps()) + " (" + u.capability().source().wire() + ")",
                u.level() == null ? null : "level " + u.level() + (u.parentDevnum() == null ? "" : ", under device " + u.parentDevnum()),
                u.missing())).toList();
    }

    private static String unplacedName(TopologyView.UnplacedView u) {
        String name = (Objects.toString(u.manufacturer(), "") + " " + Objects.toString(u.product(), "")).trim();
        if (!name.isEmpty()) return name;
        return u.vendorId() != null ? "USB device " + u.vendorId() + ":" + u.productId() : "USB device";
    }

    public List<ControllerBlock> controllers() {
        List<ControllerBlock> result = new ArrayList<>();
        for (TopologyView.ControllerView c : topology.controllers()) {
            List<BusRow> buses = c.buses().stream().map(b -> new BusRow(b.bus(), speed(b.speedMbps()), b.ports(),
                    b.driver(), rows(b.devices(), 1, new ArrayList<>()), b.seen())).toList();
            result.add(new ControllerBlock(c.id(), identity(c), buses));
        }
        return result;
    }

    /** Every row of the tree, in order: for a count or a search. */
    public List<LinkRow> allRows() {
        return controllers().stream().flatMap(c -> c.buses().stream()).flatMap(b -> b.devices().stream()).toList();
    }

    public List<ConnectorPair> connectors() {
        Map<String, ConnectorPair> pairs = new TreeMap<>(Comparator.comparing(HostTree::portOrder));
        for (TopologyView.PortView p : topology.ports()) {
            if (p.hubPath() != null && !p.hubPath().startsWith("usb")) continue;
            TopologyView.PortView peer = p.peer() == null ? null : ports.get(p.peer());
            boolean superSpeed = UsbSpeed.superSpeed(busMbps.getOrDefault(p.bus(), 0));
            TopologyView.PortView usb2 = superSpeed ? peer : p;
            TopologyView.PortView ss = superSpeed ? p : peer;
            String key = usb2 != null ? usb2.id() : ss.id();
            if (pairs.containsKey(key)) continue;
            List<String> labels = new ArrayList<>(p.labels());
            if (peer != null) peer.labels().stream().filter(l -> !labels.contains(l)).forEach(labels::add);
            Integer limit = p.measuredLimitMbps() != null ? p.measuredLimitMbps() : peer == null ? null : peer.measuredLimitMbps();
            pairs.put(key, new ConnectorPair(usb2 == null ? null : usb2.id(), ss == null ? null : ss.id(), labels,
                    occupant(usb2, ss), limit));
        }
        return List.copyOf(pairs.values());
    }

    private String occupant(TopologyView.PortView usb2, TopologyView.PortView ss) {
        return devices.values().stream()
                .filter(d -> d.portId() != null && ((usb2 != null && d.portId().equals(usb2.id()))
                        || (ss != null && d.portId().equals(ss.id()))))
                .map(d -> d.path() + " (" + name(d) + ")").sorted().reduce((a, b) -> a + ", " + b).orElse(null);
    }

    private List<LinkRow> rows(List<TopologyView.DeviceView> list, int depth, List<LinkRow> into) {
        String openUnseenHub = null;
        for (TopologyView.DeviceView d : list.stream().sorted(Comparator.comparing(x -> PortPath.parse(x.path()))).toList()) {
            // A device whose hub the evidence does not show is drawn below a placeholder of that hub,
            // one placeholder for its siblings (they sort together), so the tree reads as lsusb -t would.
            String unseenHub = d.parentSeen() ? null : PortPath.parse(d.path()).parent().toString();
            boolean opens = unseenHub != null && !unseenHub.equals(openUnseenHub);
            openUnseenHub = unseenHub;
            int shownDepth = unseenHub == null ? depth : depth + 1;
            TopologyView.PortView port = d.portId() == null ? null : ports.get(d.portId());
            Integer deviceCan = d.capability() == null ? null : d.capability().maxSpeedMbps();
            UsbSpeed negotiated = d.speedMbps() == null ? null : UsbSpeed.ofMbps(d.speedMbps().doubleValue());
            Integer portCan = portCan(d, port);
            // A link faster than what we know of its port proves the port does at least that (a pairing not on record).
            if (portCan != null && negotiated != null && negotiated.numeric() && negotiated.mbps() > portCan)
                portCan = (int) negotiated.mbps();
            boolean companionInUse = port != null && port.peer() != null && occupied.contains(port.peer());
            LinkMark mark = LinkMark.of(negotiated, deviceCan, portCan, companionInUse);
            Integer possible = LinkMark.possibleMbps(deviceCan, portCan);
            into.add(new LinkRow(shownDepth, d.path(), PortPath.parse(d.path()).lastPort(), d.devnum(),
                    d.vendorId() == null ? null : d.vendorId() + ":" + d.productId(), name(d),
                    "09".equals(d.deviceClass()) ? "Hub" : null, d.drivers(),
                    negotiated == null ? "?" : negotiated.kernelText() + "M", possible == null ? null : possible + "M",
                    mark, d.capability() == null || d.capability().source() == null ? null : d.capability().source().wire(), d.portId(),
                    port == null ? null : port.peer(), port == null ? List.of() : port.labels(),
                    port == null ? null : port.measuredLimitMbps(), unseenHub, opens));
            rows(d.children(), shownDepth + 1, into);
        }
        return into;
    }

    private Integer portCan(TopologyView.DeviceView d, TopologyView.PortView port) {
        PortPath parent = PortPath.parse(d.path()).parent();
        if (parent != null) {
            TopologyView.DeviceView hub = devices.get(parent.toString());
            return hub == null || hub.capability() == null ? null : hub.capability().maxSpeedMbps();
        }
        int bus = PortPath.parse(d.path()).bus();
        Integer own = busMbps.get(bus);
        TopologyView.PortView peer = port == null || port.peer() == null ? null : ports.get(port.peer());
        // Without pairing (a pasted lsusb -t) the connector may be wired to any root hub of its controller.
        Integer companion = peer != null ? busMbps.get(peer.bus()) : pairsKnown ? null : controllerBestMbps.get(bus);
        // Integer.valueOf keeps the conditional boxed: with a bare Math.max it is an int, and a bus whose speed
        // and companion are both unknown (a paste's USB 2.0 port whose SuperSpeed half is unknown) threw.
        Integer best = own == null ? companion : companion == null ? own : Integer.valueOf(Math.max(own, companion));
        Integer limit = port == null ? null : port.measuredLimitMbps();
        if (limit == null && peer != null) limit = peer.measuredLimitMbps();
        return best == null || limit == null ? best : Integer.valueOf(Math.min(best, limit));
    }

    static String name(TopologyView.DeviceView d) {
        String name = (Objects.toString(d.manufacturer(), "") + " " + Objects.toString(d.product(), "")).trim();
        if (!name.isEmpty()) return name;
        return d.vendorId() != null ? "USB device " + d.vendorId() + ":" + d.productId() : "USB device " + d.path();
    }

    private static String identity(TopologyView.ControllerView c) {
        if (c.id() == null) return "controller not reported";
        StringBuilder s = new StringBuilder(c.name() != null ? c.name() : "Controller " + c.id());
        if (c.pciAddress() != null) s.append(" at PCI ").append(c.pciAddress());
        if (c.vendorId() != null) s.append(" [").append(c.vendorId()).append(':').append(c.deviceId()).append(']');
        if (c.inferred()) s.append(" (pairing of its buses inferred, not read from sysfs)");
        return s.toString();
    }

    private static String speed(Number mbps) {
        return mbps == null ? "?" : UsbSpeed.ofMbps(mbps.doubleValue()).kernelText() + "M";
    }

    private static String portOrder(String portId) {
        // usb3-port2 before usb10-port1: pad the numbers.
        return java.util.regex.Pattern.compile("\\d+").matcher(portId).replaceAll(m -> "%05d".formatted(Integer.parseInt(m.group())));
    }
}
