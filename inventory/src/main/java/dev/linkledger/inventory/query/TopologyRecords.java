package dev.linkledger.inventory.query;

import dev.linkledger.inventory.command.HostTopology;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import java.util.Comparator;
import java.util.List;

/**
 * A host's topology as records (controllers, buses, ports, devices, unplaced devices, USB4 routers),
 * each list in the order {@link TopologyQueries} reads it: read from the host's view rows, or taken
 * from the fold those rows are written from ({@link HostTopology}, the Host aggregate's state in
 * memory) with nothing read. One fold says what a host event does; {@link HostRows} writes its state as
 * rows and {@link #folded} hands the same state on as the records those rows read back as
 * (TopologyRecordsTest holds the two equal over the corpus).
 */
public record TopologyRecords(List<ControllerRecord> controllers, List<BusRecord> buses, List<PortRecord> ports,
                              List<DeviceRecord> devices, List<UnplacedDeviceRecord> unplaced,
                              List<Usb4RouterRecord> usb4Routers) {

    /** The host's records as its view rows show them (six queries). */
    public static TopologyRecords read(TopologyQueries queries, String hostId) {
        return new TopologyRecords(queries.controllers(hostId), queries.buses(hostId), queries.ports(hostId),
                queries.devices(hostId), queries.unplaced(hostId), queries.usb4Routers(hostId));
    }

    /** The host's records from its fold: what {@link HostRows} would write from it, read back. */
    public static TopologyRecords folded(HostTopology state) {
        String host = state.hostId();
        List<ControllerRecord> controllers = state.controllers().values().stream().map(k -> {
            ObservedController c = k.controller();
            return new ControllerRecord(host, c.id(), c.pciAddress(), c.vendorId(), c.deviceId(), c.pciClass(), c.name(),
                    c.buses() == null ? List.of() : List.copyOf(c.buses()), c.inferred(), stamp(k.seen()));
        }).sorted(Comparator.comparing(ControllerRecord::controllerId)).toList();
        List<BusRecord> buses = state.buses().values().stream().map(k -> {
            ObservedBus b = k.bus();
            return new BusRecord(host, b.bus(), b.speedMbps(), b.lanes(), b.ports(), b.driver(), b.controller(), stamp(k.seen()));
        }).sorted(Comparator.comparingInt(BusRecord::bus)).toList();
        List<PortRecord> ports = state.ports().values().stream().map(k -> {
            ObservedPort p = k.port();
            HostTopology.PortLimit limit = state.limitOf(p.id());
            return new PortRecord(host, p.id(), p.bus(), p.hubPath(), p.number(), p.peer(), p.connectType(), p.location(),
                    p.connector(), p.overCurrentCount(), p.state(), List.copyOf(state.labelsOf(p.id())),
                    limit == null ? null : limit.limitMbps(), limit == null ? null : limit.cableId(),
                    limit == null ? null : limit.measured().id(), limit == null ? null : limit.measured().at(), stamp(k.seen()));
        }).sorted(Comparator.comparing(PortRecord::portId)).toList();
        List<DeviceRecord> devices = state.devices().values().stream().map(k -> {
            ObservedDevice d = k.device();
            Capability capability = d.capability() == null ? Capability.unknown() : d.capability();
            return new DeviceRecord(host, d.path(), d.bus(), d.devnum(), d.parentPath(), d.portId(), d.speedMbps(), d.rxLanes(),
                    d.txLanes(), d.bcdUsb(), d.vendorId(), d.productId(), d.bcdDevice(), d.deviceClass(), d.manufacturer(),
                    d.product(), d.serial(), d.maxChild(), d.removable(), capability.maxSpeedMbps(), capability.lanes(),
                    capability.source(), d.interfaces() == null ? List.of() : d.interfaces(), stamp(k.connected()),
                    stamp(k.speedSet()), stamp(k.capabilitySet()), stamp(k.driversSet()));
        }).sorted(Comparator.comparing(DeviceRecord::path)).toList();
        List<UnplacedDeviceRecord> unplaced = state.unplaced().values().stream()
                .map(u -> new UnplacedDeviceRecord(host, u.device().bus(), u.device().devnum(), u.device(), stamp(u.connected()),
                        stamp(u.seen())))
                .sorted(Comparator.comparingInt(UnplacedDeviceRecord::bus).thenComparingInt(UnplacedDeviceRecord::devnum)).toList();
        List<Usb4RouterRecord> routers = state.usb4Routers().values().stream().map(k -> {
            ObservedThunderboltDevice r = k.router();
            return new Usb4RouterRecord(host, r.name(), r.uuid(), r.parent(), r.domain(), r.host(), r.generation(), r.vendorName(),
                    r.deviceName(), r.rxSpeedGbps(), r.rxLanes(), r.txSpeedGbps(), r.txLanes(),
                    r.links() == null ? List.of() : r.links(), r.status(), r.policy(), r.security(), r.bootAclUsed(),
                    r.bootAclSlots(), stamp(k.seen()));
        }).sorted(Comparator.comparing(Usb4RouterRecord::name)).toList();
        return new TopologyRecords(controllers, buses, ports, devices, unplaced, routers);
    }

    private static EventStampView stamp(HostTopology.Stamp s) {
        return s == null ? null : new EventStampView(s.id(), s.type(), s.at());
    }
}
