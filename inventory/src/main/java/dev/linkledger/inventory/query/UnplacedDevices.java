package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.probe.observation.ObservedDevice;
import io.quarkus.hibernate.orm.panache.Panache;

import java.time.Instant;

/** The topology projection's rows of unplaced devices and of their connections' history. */
final class UnplacedDevices {
    private UnplacedDevices() {
    }

    /** A new unplaced device opens a connection; a known one stated again keeps its connection and takes the new facts. */
    static void connected(DeviceConnectedEvent e, String eventId, Instant at) {
        ObservedDevice o = e.device();
        EventStamp stamp = EventStamp.of(eventId, e, at);
        UnplacedDeviceEntity row = UnplacedDeviceEntity.findById(new UnplacedDeviceEntity.Key(e.hostId(), o.bus(), o.devnum()));
        if (row == null) {
            row = new UnplacedDeviceEntity();
            row.hostId = e.hostId();
            row.bus = o.bus();
            row.devnum = o.devnum();
            row.connected = stamp;
            DeviceConnectionEntity history = new DeviceConnectionEntity();
            history.hostId = e.hostId();
            history.devnum = o.devnum();
            history.vendorId = o.vendorId();
            history.productId = o.productId();
            history.serial = o.serial();
            history.speedMbps = o.speedMbps() == null ? null : o.speedMbps().decimal();
            history.connectedEvent = eventId;
            history.connectedAt = at;
            history.persist();
        }
        row.device = o;
        row.seen = stamp;
        row.persist();
    }

    /**
     * The unplaced row goes at once (flushed), so that a device stated at the same bus and device
     * number later in the batch can take the key: rare enough that one flush costs nothing.
     */
    static void disconnected(DeviceDisconnectedEvent e, String eventId, Instant at) {
        if (e.devnum() == null) return;
        UnplacedDeviceEntity row = UnplacedDeviceEntity.findById(new UnplacedDeviceEntity.Key(e.hostId(), e.bus(), e.devnum()));
        if (row == null) return;
        DeviceConnectionEntity connection = DeviceConnectionEntity.findById(row.connected.id);
        if (connection != null && connection.disconnectedEvent == null) {
            connection.disconnectedEvent = eventId;
            connection.disconnectedAt = at;
        }
        row.delete();
        Panache.getEntityManager().flush();
    }

    /** @return the unplaced row's connection, now at the device's path; null when the row is not there */
    static EventStamp located(DeviceLocatedEvent e) {
        UnplacedDeviceEntity row = UnplacedDeviceEntity.findById(new UnplacedDeviceEntity.Key(e.hostId(), e.bus(), e.devnum()));
        if (row == null) return null;
        DeviceConnectionEntity connection = DeviceConnectionEntity.findById(row.connected.id);
        if (connection != null) connection.path = e.device().path();
        EventStamp connected = new EventStamp(row.connected.id, row.connected.type, row.connected.at);
        row.delete();
        return connected;
    }
}
