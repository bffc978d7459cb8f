package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.observation.ObservedTypecPort;
import dev.linkledger.probe.usb.LinkMark;
import dev.linkledger.probe.usb.PortPath;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Turns an observation into the tree a person reads. A link is marked when it negotiated less
 * than the lower of what the device can do and what its port can do, and the same connector's
 * other half is not in use: then neither end is the reason, so the cable, a hub in between or
 * a contact is.
 */
final class LinkTreeBuilder {
    private final Observation o;
    private final Map<String, ObservedPort> ports;
    private final Map<Integer, ObservedBus> buses;
    private final Map<String, ObservedDevice> devices;
    private final Map<String, List<ObservedDevice>> children;
    private final Set<String> occupiedPorts;

    LinkTreeBuilder(Observation o) {
        this.o = o;
        this.ports = o.ports().stream().collect(Collectors.toMap(ObservedPort::id, Function.identity(), (a, b) -> a));
        this.buses = o.buses().stream().collect(Collectors.toMap(ObservedBus::bus, Function.identity(), (a, b) -> a));
        // A tree has room only for devices with a path; the summary lists unplaced ones.
        List<ObservedDevice> placed = o.devices().stream().filter(ObservedDevice::placed).toList();
        this.devices = placed.stream().collect(Collectors.toMap(ObservedDevice::path, Function.identity(), (a, b) -> a));
        this.occupiedPorts = placed.stream().map(ObservedDevice::portId).collect(Collectors.toSet());
        this.children = placed.stream().sorted((a, b) -> PortPath.parse(a.path()).compareTo(PortPath.parse(b.path())))
                .collect(Collectors.groupingBy(ObservedDevice::parentPath, java.util.LinkedHashMap::new, Collectors.toList()));
    }

    LinkTree build() {
        List<LinkTreeBus> result = new ArrayList<>();
        for (ObservedBus b : o.buses()) {
            ObservedController c = o.controllers().stream().filter(x -> x.id().equals(b.controller())).findFirst().orElse(null);
            result.add(new LinkTreeBus(b.bus(), b.speedMbps(), b.ports(), b.driver(), b.controller(),
                    c == null || c.vendorId() == null ? null : c.vendorId() + ":" + c.deviceId(),
                    c == null ? null : c.name(), c == null ? List.of() : c.buses(), nodes(PortPath.rootHubName(b.bus()))));
        }
        return new LinkTree(o.hostId(), result, o.thunderbolt(), LinkTree.LEGEND);
    }

    private List<LinkTreeNode> nodes(String parent) {
        return children.getOrDefault(parent, List.of()).stream().map(this::node).toList();
    }

    private LinkTreeNode node(ObservedDevice d) {
        PortPath path = PortPath.parse(d.path());
        ObservedPort port = ports.get(d.portId());
        Integer capable = d.capability() == null ? null : d.capability().maxSpeedMbps();
        Integer upstream = upstreamCapable(d, port);
        boolean below = LinkMark.of(d.speedMbps(), capable, upstream, twinOnCompanion(port)) == LinkMark.BELOW;
        ObservedTypecPort typec = path.depth() == 1 ? typecPort(port) : null;
        List<ObservedBlockDevice> disks = o.blockDevices().stream().filter(b -> d.path().equals(b.devicePath())).toList();
        return new LinkTreeNode(d.path(), d.portId(), path.lastPort(), d.devnum(),
                d.vendorId() == null ? null : d.vendorId() + ":" + d.productId(), name(d), interfaces(d),
                "09".equals(d.deviceClass()) ? d.maxChild() : null, d.speedMbps(), capable,
                d.capability() == null ? null : d.capability().source().wire(), upstream, below,
                port == null ? null : port.peer(), typec == null ? null : typec.port(), typec == null ? null : typec.cable(),
                disks, nodes(d.path()));
    }

    /** Whether the connector's other half is in use (see {@link LinkMark}). */
    private boolean twinOnCompanion(ObservedPort port) {
        return port != null && port.peer() != null && occupiedPorts.contains(port.peer());
    }

    /** A root port's connector can do what its faster half's root hub offers; a hub port what the hub can do. */
    private Integer upstreamCapable(ObservedDevice d, ObservedPort port) {
        if (!d.parentPath().startsWith("usb")) {
            ObservedDevice hub = devices.get(d.parentPath());
            return hub == null || hub.capability() == null ? null : hub.capability().maxSpeedMbps();
        }
        Integer own = busMbps(d.bus());
        ObservedPort peer = port == null || port.peer() == null ? null : ports.get(port.peer());
        Integer companion = peer == null ? null : busMbps(peer.bus());
        if (own == null) return companion;
        return companion == null ? own : Math.max(own, companion);
    }

    private Integer busMbps(int bus) {
        ObservedBus b = buses.get(bus);
        return b == null || b.speedMbps() == null || !b.speedMbps().numeric() ? null : (int) Math.round(b.speedMbps().mbps());
    }

    /** The Type-C connector wired to this root port or to its companion. */
    private ObservedTypecPort typecPort(ObservedPort port) {
        if (port == null) return null;
        return o.typecPorts().stream()
                .filter(t -> t.usbPorts().contains(port.id()) || (port.peer() != null && t.usbPorts().contains(port.peer())))
                .findFirst().orElse(null);
    }

    private static String name(ObservedDevice d) {
        String name = (Objects.toString(d.manufacturer(), "") + " " + Objects.toString(d.product(), "")).trim();
        return name.isEmpty() ? null : name;
    }

    private static List<String> interfaces(ObservedDevice d) {
        Set<String> seen = new LinkedHashSet<>();
        for (ObservedInterface i : d.interfaces()) {
            seen.add(UsbClassLabel.of(i.interfaceClass()) + "/" + Objects.toString(i.driver(), "-"));
        }
        return List.copyOf(seen);
    }
}
