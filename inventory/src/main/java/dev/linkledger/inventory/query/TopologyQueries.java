package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.observation.ObservedInterface;
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

    public List<HostEntity> hosts() {
        return HostEntity.listAll(Sort.by("hostId"));
    }

    public Optional<HostEntity> host(String hostId) {
        return HostEntity.findByIdOptional(hostId);
    }

    public List<ControllerEntity> controllers(String hostId) {
        return ControllerEntity.list("hostId", Sort.by("controllerId"), hostId);
    }

    public List<BusEntity> buses(String hostId) {
        return BusEntity.list("hostId", Sort.by("bus"), hostId);
    }

    public List<PortEntity> ports(String hostId) {
        return PortEntity.list("hostId", Sort.by("portId"), hostId);
    }

    public List<DeviceEntity> devices(String hostId) {
        return DeviceEntity.list("hostId", Sort.by("path"), hostId);
    }

    /** The host's devices without a port path, by bus and device number. */
    public List<UnplacedDeviceEntity> unplaced(String hostId) {
        return UnplacedDeviceEntity.list("hostId", Sort.by("bus").and("devnum"), hostId);
    }

    /** The host's kernel log lines on record, oldest first. */
    public List<KernelLogLineEntity> kernelLog(String hostId) {
        return KernelLogLineEntity.list("hostId", Sort.by("eventAt").and("eventId"), hostId);
    }

    /** The hosts with a device of this vid:pid connected now. */
    public List<String> hostsWithDevice(String vendorId, String productId) {
        return DeviceEntity.<DeviceEntity>list("vendorId = ?1 and productId = ?2", vendorId, productId).stream()
                .map(d -> d.hostId).distinct().sorted().toList();
    }

    public Optional<TopologyView> topology(String hostId) {
        return host(hostId).map(host -> {
            DeviceTree<DeviceEntity> tree = new DeviceTree<>(devices(hostId), d -> d.path, d -> d.parentPath,
                    TopologyQueries::deviceView);
            List<BusEntity> buses = buses(hostId);
            List<TopologyView.ControllerView> controllers = new ArrayList<>();
            for (ControllerEntity c : controllers(hostId)) {
                List<TopologyView.BusView> busViews = buses.stream()
                        .filter(b -> Objects.equals(b.controllerId, c.controllerId))
                        .map(b -> busView(b, tree)).toList();
                controllers.add(new TopologyView.ControllerView(c.controllerId, c.pciAddress, c.vendorId,
                        c.deviceId, c.name, c.inferred, busViews));
            }
            List<TopologyView.BusView> orphanBuses = tree.withUnseenBuses(buses.stream().filter(b -> b.controllerId == null)
                    .map(b -> busView(b, tree)).toList(), buses.stream().map(b -> b.bus).collect(Collectors.toSet()));
            if (!orphanBuses.isEmpty()) {
                controllers.add(new TopologyView.ControllerView(null, null, null, null, null, true, orphanBuses));
            }
            List<TopologyView.PortView> ports = ports(hostId).stream()
                    .map(p -> new TopologyView.PortView(p.portId, p.bus, p.hubPath, p.number, p.peer, p.connectType,
                            p.connector, p.state, p.labels == null ? List.of() : p.labels, p.measuredLimitMbps))
                    .toList();
            List<TopologyView.UnplacedView> unplaced = unplaced(hostId).stream()
                    .map(u -> UnplacedViews.of(u.device, u.connected.at)).toList();
            return new TopologyView(host.hostId, host.hostname, host.lastObservedAt, controllers, ports, unplaced);
        });
    }

    private static TopologyView.BusView busView(BusEntity b, DeviceTree<DeviceEntity> tree) {
        return new TopologyView.BusView(b.bus, number(b.speedMbps), b.lanes, b.portCount, b.driver, tree.onBus(b.bus));
    }

    private static TopologyView.DeviceView deviceView(DeviceEntity d, boolean parentSeen, List<TopologyView.DeviceView> children) {
        return new TopologyView.DeviceView(d.path, d.devnum, d.portId, number(d.speedMbps), d.rxLanes,
                d.txLanes, d.bcdUsb, d.vendorId, d.productId, d.manufacturer, d.product, d.serial,
                d.deviceClass, new TopologyView.CapabilityView(d.capabilityMbps, d.capabilityLanes,
                d.capabilitySource == null ? null : CapabilitySource.fromWire(d.capabilitySource)), drivers(d), d.connected.at,
                children, parentSeen);
    }

    public static List<String> drivers(DeviceEntity d) {
        if (d.interfaces == null) return List.of();
        return d.interfaces.stream().map(ObservedInterface::driver).filter(Objects::nonNull).distinct().toList();
    }

    private static Number number(String speed) {
        return speed == null ? null : UsbSpeed.parse(speed).number();
    }
}
