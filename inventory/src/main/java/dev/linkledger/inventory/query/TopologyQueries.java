package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.UsbSpeed;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/** Reads the topology projection and shapes it as a tree. */
@ApplicationScoped
public class TopologyQueries {

    public List<HostRecord> hosts() {
        return ReadOnly.list(HostEntity.findAll(Sort.by("hostId")), HostRecord::of);
    }

    public Optional<HostRecord> host(String hostId) {
        return HostEntity.<HostEntity>findByIdOptional(hostId).map(HostRecord::of);
    }

    public List<ControllerRecord> controllers(String hostId) {
        return ReadOnly.list(ControllerEntity.find("hostId", Sort.by("controllerId"), hostId), ControllerRecord::of);
    }

    public List<BusRecord> buses(String hostId) {
        return ReadOnly.list(BusEntity.find("hostId", Sort.by("bus"), hostId), BusRecord::of);
    }

    public List<PortRecord> ports(String hostId) {
        return ReadOnly.list(PortEntity.find("hostId", Sort.by("portId"), hostId), PortRecord::of);
    }

    public List<DeviceRecord> devices(String hostId) {
        return ReadOnly.list(DeviceEntity.find("hostId", Sort.by("path"), hostId), DeviceRecord::of);
    }

    /** The host's devices without a port path, by bus and device number. */
    public List<UnplacedDeviceRecord> unplaced(String hostId) {
        return ReadOnly.list(UnplacedDeviceEntity.find("hostId", Sort.by("bus").and("devnum"), hostId),
                UnplacedDeviceRecord::of);
    }

    /** The host's kernel log lines on record, oldest first. */
    public List<KernelLogLineRecord> kernelLog(String hostId) {
        return ReadOnly.list(KernelLogLineEntity.find("hostId", Sort.by("eventAt").and("eventId"), hostId),
                KernelLogLineRecord::of);
    }

    /** The host's USB4/Thunderbolt routers, by name (host routers first: 0-0 sorts before 0-1). */
    public List<Usb4RouterRecord> usb4Routers(String hostId) {
        return ReadOnly.list(Usb4RouterEntity.find("hostId", Sort.by("name"), hostId), Usb4RouterRecord::of);
    }

    /**
     * One port as the host's topology shows it, without building the whole tree: a label's answer
     * is its port, and shaping a 200-device tree for it was most of that command's time after the
     * write had been read back.
     */
    public Optional<TopologyView.PortView> port(String hostId, String portId) {
        return ReadOnly.list(PortEntity.find("hostId = ?1 and portId = ?2", hostId, portId), PortRecord::of).stream()
                .findFirst().map(TopologyQueries::portView);
    }

    private static TopologyView.PortView portView(PortRecord p) {
        return new TopologyView.PortView(p.portId(), p.bus(), p.hubPath(), p.number(), p.peer(), p.connectType(),
                p.connector(), p.state(), p.labels(), p.measuredLimitMbps());
    }

    /** The hosts with a device of this vid:pid connected now. */
    public List<String> hostsWithDevice(String vendorId, String productId) {
        return DeviceEntity.<DeviceEntity>list("vendorId = ?1 and productId = ?2", vendorId, productId).stream()
                .map(d -> d.hostId).distinct().sorted().toList();
    }

    public Optional<TopologyView> topology(String hostId) {
        return host(hostId).map(host -> {
            DeviceTree<DeviceRecord> tree = new DeviceTree<>(devices(hostId), DeviceRecord::path,
                    DeviceRecord::parentPath, TopologyQueries::deviceView);
            List<BusRecord> buses = buses(hostId);
            List<TopologyView.ControllerView> controllers = new ArrayList<>();
            for (ControllerRecord c : controllers(hostId)) {
                List<TopologyView.BusView> busViews = buses.stream()
                        .filter(b -> Objects.equals(b.controllerId(), c.controllerId()))
                        .map(b -> busView(b, tree)).toList();
                controllers.add(new TopologyView.ControllerView(c.controllerId(), c.pciAddress(), c.vendorId(),
                        c.deviceId(), c.name(), c.inferred(), busViews));
            }
            List<TopologyView.BusView> orphanBuses = tree.withUnseenBuses(buses.stream().filter(b -> b.controllerId() == null)
                    .map(b -> busView(b, tree)).toList(), buses.stream().map(BusRecord::bus).collect(Collectors.toSet()));
            if (!orphanBuses.isEmpty()) {
                controllers.add(new TopologyView.ControllerView(null, null, null, null, null, true, orphanBuses));
            }
            List<TopologyView.PortView> ports = ports(hostId).stream().map(TopologyQueries::portView).toList();
            List<TopologyView.UnplacedView> unplaced = unplaced(hostId).stream()
                    .map(u -> UnplacedViews.of(u.device(), u.connected().at())).toList();
            List<TopologyView.Usb4RouterView> thunderbolt = usb4Routers(hostId).stream().map(TopologyQueries::routerView).toList();
            return new TopologyView(host.hostId(), host.hostname(), host.lastObservedAt(), controllers, ports, unplaced, thunderbolt);
        });
    }

    private static TopologyView.BusView busView(BusRecord b, DeviceTree<DeviceRecord> tree) {
        return new TopologyView.BusView(b.bus(), number(b.speed()), b.lanes(), b.portCount(), b.driver(), tree.onBus(b.bus()));
    }

    private static TopologyView.DeviceView deviceView(DeviceRecord d, boolean parentSeen, List<TopologyView.DeviceView> children) {
        return new TopologyView.DeviceView(d.path(), d.devnum(), d.portId(), number(d.speed()), d.rxLanes(),
                d.txLanes(), d.bcdUsb(), d.vendorId(), d.productId(), d.manufacturer(), d.product(), d.serial(),
                d.deviceClass(), new TopologyView.CapabilityView(d.capabilityMbps(), d.capabilityLanes(),
                d.capabilitySource()), d.drivers(), d.connected().at(), children, parentSeen);
    }

    private static TopologyView.Usb4RouterView routerView(Usb4RouterRecord r) {
        return new TopologyView.Usb4RouterView(r.name(), r.uuid(), r.parent(), r.domain(), r.host(), r.generation(),
                r.vendorName(), r.deviceName(), r.rxLaneGbps(), r.rxLanes(), r.txLaneGbps(), r.txLanes(), r.links(),
                r.status(), r.policy(), r.security(), r.bootAclUsed(), r.bootAclSlots(), r.seen() == null ? null : r.seen().at());
    }

    private static Number number(UsbSpeed speed) {
        return speed == null ? null : speed.number();
    }
}
