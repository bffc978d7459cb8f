package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.inventory.axon.ProcessorGroups;
import dev.linkledger.inventory.axon.ProjectionHandler;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.messaging.annotation.MessageIdentifier;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * Keeps each host's current topology (controllers, buses, ports, devices) and its connection
 * history. Runs in the JTA transaction Axon's processor opens, together with its token update.
 */
@Singleton
@ProcessingGroup(TopologyProjection.GROUP)
public class TopologyProjection implements ProjectionHandler {
    public static final String GROUP = ProcessorGroups.READ_MODELS;

    @EventHandler
    void on(HostRegisteredEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        HostEntity host = HostEntity.findById(e.hostId());
        if (host == null) {
            host = new HostEntity();
            host.hostId = e.hostId();
        }
        host.hostname = e.hostname();
        host.registeredAt = at;
        host.registeredEvent = eventId;
        host.lastObservedAt = e.observedAt();
        host.persist();
    }

    @EventHandler
    void on(ControllerSeenEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        ControllerEntity c = ControllerEntity.findById(new ControllerEntity.Key(e.hostId(), e.controllerId()));
        if (c == null) {
            c = new ControllerEntity();
            c.hostId = e.hostId();
            c.controllerId = e.controllerId();
        }
        c.pciAddress = e.pciAddress();
        c.vendorId = e.vendorId();
        c.deviceId = e.deviceId();
        c.pciClass = e.pciClass();
        c.name = e.name();
        c.buses = List.copyOf(e.buses());
        c.inferred = e.inferred();
        c.seen = EventStamp.of(eventId, e, at);
        c.persist();
        touch(e);
    }

    @EventHandler
    void on(BusSeenEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        BusEntity b = BusEntity.findById(new BusEntity.Key(e.hostId(), e.bus()));
        if (b == null) {
            b = new BusEntity();
            b.hostId = e.hostId();
            b.bus = e.bus();
        }
        b.speedMbps = mbps(e.speedMbps());
        b.lanes = e.lanes();
        b.portCount = e.ports();
        b.driver = e.driver();
        b.controllerId = e.controller();
        b.seen = EventStamp.of(eventId, e, at);
        b.persist();
        touch(e);
    }

    @EventHandler
    void on(PortSeenEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        PortEntity p = PortEntity.findById(new PortEntity.Key(e.hostId(), e.portId()));
        if (p == null) {
            p = new PortEntity();
            p.hostId = e.hostId();
            p.portId = e.portId();
        }
        p.bus = e.bus();
        p.hubPath = e.hubPath();
        p.number = e.number();
        p.peer = e.peer();
        p.connectType = e.connectType();
        p.location = e.location();
        p.connector = e.connector();
        p.overCurrentCount = e.overCurrentCount();
        p.state = e.state();
        p.seen = EventStamp.of(eventId, e, at);
        p.persist();
        touch(e);
    }

    @EventHandler
    void on(DeviceConnectedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        ObservedDevice o = e.device();
        if (!o.placed()) {
            UnplacedDevices.connected(e, eventId, at);
            touch(e);
            return;
        }
        EventStamp stamp = EventStamp.of(eventId, e, at);
        DeviceEntity d = place(e.hostId(), o, stamp, stamp);

        DeviceConnectionEntity history = new DeviceConnectionEntity();
        history.hostId = e.hostId();
        history.path = o.path();
        history.devnum = o.devnum();
        history.vendorId = o.vendorId();
        history.productId = o.productId();
        history.serial = o.serial();
        history.speedMbps = d.speedMbps;
        history.connectedEvent = eventId;
        history.connectedAt = at;
        history.persist();
        touch(e);
    }

    @EventHandler
    void on(DeviceLocatedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        EventStamp stamp = EventStamp.of(eventId, e, at);
        EventStamp connected = UnplacedDevices.located(e);
        place(e.hostId(), e.device(), connected != null ? connected : stamp, stamp);
        touch(e);
    }

    /** The device row at {@code o}'s path, taken back when it disconnected earlier in the batch. */
    private static DeviceEntity place(String hostId, ObservedDevice o, EventStamp connected, EventStamp stamp) {
        DeviceEntity.Key key = new DeviceEntity.Key(hostId, o.path());
        DeviceEntity d = DisconnectedDevices.takeBack(key);
        if (d == null) d = BatchRows.device(key);
        if (d == null) {
            d = new DeviceEntity();
            d.hostId = hostId;
            d.path = o.path();
        }
        d.bus = o.bus();
        d.devnum = o.devnum();
        d.parentPath = o.parentPath();
        d.portId = o.portId();
        d.speedMbps = mbps(o.speedMbps());
        d.rxLanes = o.rxLanes();
        d.txLanes = o.txLanes();
        d.bcdUsb = o.bcdUsb();
        d.vendorId = o.vendorId();
        d.productId = o.productId();
        d.bcdDevice = o.bcdDevice();
        d.deviceClass = o.deviceClass();
        d.manufacturer = o.manufacturer();
        d.product = o.product();
        d.serial = o.serial();
        d.maxChild = o.maxChild();
        d.removable = o.removable();
        applyCapability(d, o.capability());
        d.interfaces = o.interfaces();
        d.connected = connected;
        d.speedSet = stamp;
        d.capabilitySet = stamp;
        d.driversSet = stamp;
        d.persist();
        return d;
    }

    @EventHandler
    void on(DeviceDisconnectedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        if (e.path() == null) {
            UnplacedDevices.disconnected(e, eventId, at);
            touch(e);
            return;
        }
        DeviceEntity gone = connected(e.hostId(), e.path());
        if (gone != null) {
            DisconnectedDevices.add(gone);
            DeviceConnectionEntity connection = BatchRows.connection(gone.connected.id);
            if (connection != null && connection.disconnectedEvent == null) {
                connection.disconnectedEvent = eventId;
                connection.disconnectedAt = at;
            }
        }
        touch(e);
    }

    @EventHandler
    void on(LinkSpeedChangedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        DeviceEntity d = connected(e.hostId(), e.path());
        if (d == null) return;
        d.speedMbps = mbps(e.toSpeed());
        d.rxLanes = e.rxLanes();
        d.txLanes = e.txLanes();
        d.speedSet = EventStamp.of(eventId, e, at);
        touch(e);
    }

    @EventHandler
    void on(DeviceCapabilityLearnedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        DeviceEntity d = connected(e.hostId(), e.path());
        if (d == null) return;
        applyCapability(d, e.capability());
        d.capabilitySet = EventStamp.of(eventId, e, at);
        touch(e);
    }

    @EventHandler
    void on(DeviceDriversChangedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        DeviceEntity d = connected(e.hostId(), e.path());
        if (d == null) return;
        d.interfaces = e.interfaces();
        d.driversSet = EventStamp.of(eventId, e, at);
        touch(e);
    }

    @EventHandler
    void on(PortLabelledEvent e) {
        for (String portId : e.portIds()) {
            PortEntity p = PortEntity.findById(new PortEntity.Key(e.hostId(), portId));
            if (p != null) p.labels = e.labels().isEmpty() ? null : e.labels();
        }
    }

    @EventHandler
    void on(KernelLogLineRecordedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        KernelLogLineEntity line = new KernelLogLineEntity();
        line.eventId = eventId;
        line.hostId = e.hostId();
        line.observationId = e.observationId();
        line.observedAt = e.observedAt();
        line.devicePath = e.devicePath();
        line.kind = e.kind();
        line.text = e.text();
        line.line = e.line();
        line.eventAt = at;
        line.persist();
        touch(e);
    }

    @EventHandler
    void on(Usb4LinkSeenEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        Usb4Routers.seen(e, EventStamp.of(eventId, e, at));
        touch(e);
    }

    @EventHandler
    void on(Usb4RouterGoneEvent e) {
        Usb4Routers.gone(e);
        touch(e);
    }

    @EventHandler
    void on(PortCapabilityMeasuredEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        for (String portId : e.portIds()) {
            PortEntity p = PortEntity.findById(new PortEntity.Key(e.hostId(), portId));
            // The limit was recomputed from every test: it replaces the last one (null clears it).
            if (p == null) continue;
            p.measuredLimitMbps = e.limitMbps();
            p.measuredCable = e.cableId();
            p.measuredEvent = e.limitMbps() == null ? null : eventId;
            p.measuredAt = e.limitMbps() == null ? null : at;
        }
    }

    /** A replay starts from empty tables; the event store is the truth. */
    @ResetHandler
    void reset() {
        KernelLogLineEntity.deleteAll();
        Usb4RouterEntity.deleteAll();
        DeviceConnectionEntity.deleteAll();
        UnplacedDeviceEntity.deleteAll();
        DeviceEntity.deleteAll();
        PortEntity.deleteAll();
        BusEntity.deleteAll();
        ControllerEntity.deleteAll();
        HostEntity.deleteAll();
    }

    /** The host row stays in the batch's session: one update at commit, not a statement per event. */
    private static void touch(HostEvent e) {
        HostEntity host = HostEntity.findById(e.hostId());
        if (host != null && (host.lastObservedAt == null || host.lastObservedAt.isBefore(e.observedAt())))
            host.lastObservedAt = e.observedAt();
    }

    /** The row of a device connected at the path, unless it disconnected earlier in this batch. */
    private static DeviceEntity connected(String hostId, String path) {
        DeviceEntity.Key key = new DeviceEntity.Key(hostId, path);
        return DisconnectedDevices.contains(key) ? null : BatchRows.device(key);
    }

    private static void applyCapability(DeviceEntity d, Capability c) {
        Capability capability = c == null ? Capability.unknown() : c;
        d.capabilityMbps = capability.maxSpeedMbps();
        d.capabilityLanes = capability.lanes();
        d.capabilitySource = capability.source();
    }

    /** Null for a speed that is not a number: validated events carry only the kernel's values. */
    private static BigDecimal mbps(UsbSpeed speed) {
        return speed == null ? null : speed.decimal();
    }
}
