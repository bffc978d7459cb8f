package dev.linkledger.inventory.query;

import dev.linkledger.inventory.command.HostTopology;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A host's folded state ({@link HostTopology}) as the topology view: what time travel answers. The
 * rows the live view reads are written from the same fold, so both draw the same tree.
 */
final class TopologyViews {
    private TopologyViews() {
    }

    static TopologyView of(HostTopology t) {
        DeviceTree<HostTopology.KnownDevice> tree = new DeviceTree<>(t.devices().values(), HostTopology.KnownDevice::path,
                d -> d.device().parentPath(), TopologyViews::deviceView);
        List<TopologyView.ControllerView> controllers = new ArrayList<>();
        for (HostTopology.KnownController known : t.controllers().values()) {
            ObservedController c = known.controller();
            List<TopologyView.BusView> buses = t.buses().values().stream().map(HostTopology.KnownBus::bus)
                    .filter(b -> Objects.equals(b.controller(), c.id())).map(b -> bus(b, tree)).toList();
            controllers.add(new TopologyView.ControllerView(c.id(), c.pciAddress(), c.vendorId(), c.deviceId(), c.name(),
                    c.inferred(), buses));
        }
        List<TopologyView.BusView> orphans = tree.withUnseenBuses(t.buses().values().stream().map(HostTopology.KnownBus::bus)
                .filter(b -> b.controller() == null).map(b -> bus(b, tree)).toList(), t.buses().keySet());
        if (!orphans.isEmpty()) controllers.add(new TopologyView.ControllerView(null, null, null, null, null, true, orphans));
        List<TopologyView.PortView> ports = t.ports().values().stream().map(HostTopology.KnownPort::port)
                .map(p -> port(t, p)).toList();
        List<TopologyView.UnplacedView> unplaced = t.unplaced().values().stream()
                .sorted(java.util.Comparator.comparingInt((HostTopology.UnplacedDevice u) -> u.device().bus())
                        .thenComparing(u -> u.device().devnum()))
                .map(u -> UnplacedViews.of(u.device(), u.connected().at())).toList();
        List<TopologyView.Usb4RouterView> routers = t.usb4Routers().values().stream().map(TopologyViews::router).toList();
        return new TopologyView(t.hostId(), t.hostname(), t.lastObservedAt(), controllers, ports, unplaced, routers);
    }

    private static TopologyView.Usb4RouterView router(HostTopology.KnownRouter known) {
        dev.linkledger.probe.observation.ObservedThunderboltDevice r = known.router();
        return new TopologyView.Usb4RouterView(r.name(), r.uuid(), r.parent(), r.domain(), r.host(), r.generation(),
                r.vendorName(), r.deviceName(), r.rxSpeedGbps(), r.rxLanes(), r.txSpeedGbps(), r.txLanes(),
                r.links() == null ? List.of() : r.links(), r.status(), r.policy(), r.security(), r.bootAclUsed(),
                r.bootAclSlots(), known.seen().at());
    }

    private static TopologyView.PortView port(HostTopology t, ObservedPort p) {
        HostTopology.PortLimit limit = t.limitOf(p.id());
        return new TopologyView.PortView(p.id(), p.bus(), p.hubPath(), p.number(), p.peer(), p.connectType(), p.connector(),
                p.state(), t.labelsOf(p.id()), limit == null ? null : limit.limitMbps());
    }

    private static TopologyView.BusView bus(ObservedBus b, DeviceTree<HostTopology.KnownDevice> tree) {
        return new TopologyView.BusView(b.bus(), number(b.speedMbps()), b.lanes(), b.ports(), b.driver(), tree.onBus(b.bus()));
    }

    private static TopologyView.DeviceView deviceView(HostTopology.KnownDevice known, boolean parentSeen,
                                                      List<TopologyView.DeviceView> children) {
        ObservedDevice d = known.device();
        Capability c = d.capability() == null ? Capability.unknown() : d.capability();
        List<String> drivers = d.interfaces() == null ? List.of() : d.interfaces().stream()
                .map(ObservedInterface::driver).filter(Objects::nonNull).distinct().toList();
        return new TopologyView.DeviceView(d.path(), d.devnum(), d.portId(), number(d.speedMbps()), d.rxLanes(), d.txLanes(),
                d.bcdUsb(), d.vendorId(), d.productId(), d.manufacturer(), d.product(), d.serial(), d.deviceClass(),
                new TopologyView.CapabilityView(c.maxSpeedMbps(), c.lanes(), c.source()), drivers, known.connected().at(),
                children, parentSeen);
    }

    private static Number number(UsbSpeed speed) {
        return speed == null ? null : speed.number();
    }
}
