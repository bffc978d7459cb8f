package dev.linkledger.inventory.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.inventory.command.HostChangeLog;
import dev.linkledger.inventory.command.HostTopology;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.UsbSpeed;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Writes a host's view rows from its fold ({@link HostTopology}) with plain JDBC batches, on the
 * connection of the caller's transaction: the rows a {@link HostChangeLog} names are written again
 * from the state (or deleted when the state no longer has them), and the history rows it opened,
 * closed or placed are inserted or updated. The same code writes the few rows of one write and
 * every row of a host's rebuild. Nothing is read.
 */
public final class HostRows {
    /** The view tables of a host, children before the host row (foreign keys). */
    static final List<String> TABLES = List.of("usb4_router", "kernel_log_line", "device_connection", "unplaced_device", "device",
            "port", "bus", "controller", "host");
    private static final ObjectMapper JSON = ObservationJson.mapper();

    private static final String HOST = "INSERT INTO host (host_id, hostname, registered_at, registered_event, last_observed_at)"
            + " VALUES (?, ?, ?, ?, ?) ON CONFLICT (host_id) DO UPDATE SET hostname = EXCLUDED.hostname,"
            + " registered_at = EXCLUDED.registered_at, registered_event = EXCLUDED.registered_event,"
            + " last_observed_at = EXCLUDED.last_observed_at";
    private static final String CONTROLLER = "INSERT INTO controller (host_id, controller_id, pci_address, vendor_id, device_id,"
            + " pci_class, name, buses, inferred, event_id, event_type, event_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (host_id, controller_id) DO UPDATE SET pci_address = EXCLUDED.pci_address,"
            + " vendor_id = EXCLUDED.vendor_id, device_id = EXCLUDED.device_id, pci_class = EXCLUDED.pci_class,"
            + " name = EXCLUDED.name, buses = EXCLUDED.buses, inferred = EXCLUDED.inferred, event_id = EXCLUDED.event_id,"
            + " event_type = EXCLUDED.event_type, event_at = EXCLUDED.event_at";
    private static final String BUS = "INSERT INTO bus (host_id, bus, speed_mbps, lanes, port_count, driver, controller_id,"
            + " event_id, event_type, event_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (host_id, bus) DO UPDATE SET"
            + " speed_mbps = EXCLUDED.speed_mbps, lanes = EXCLUDED.lanes, port_count = EXCLUDED.port_count,"
            + " driver = EXCLUDED.driver, controller_id = EXCLUDED.controller_id, event_id = EXCLUDED.event_id,"
            + " event_type = EXCLUDED.event_type, event_at = EXCLUDED.event_at";
    private static final String PORT = "INSERT INTO port (host_id, port_id, bus, hub_path, number, peer, connect_type, location,"
            + " connector, over_current_count, state, labels, measured_limit_mbps, measured_cable, measured_event, measured_at,"
            + " event_id, event_type, event_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (host_id, port_id) DO UPDATE SET bus = EXCLUDED.bus, hub_path = EXCLUDED.hub_path,"
            + " number = EXCLUDED.number, peer = EXCLUDED.peer, connect_type = EXCLUDED.connect_type,"
            + " location = EXCLUDED.location, connector = EXCLUDED.connector, over_current_count = EXCLUDED.over_current_count,"
            + " state = EXCLUDED.state, labels = EXCLUDED.labels, measured_limit_mbps = EXCLUDED.measured_limit_mbps,"
            + " measured_cable = EXCLUDED.measured_cable, measured_event = EXCLUDED.measured_event,"
            + " measured_at = EXCLUDED.measured_at, event_id = EXCLUDED.event_id, event_type = EXCLUDED.event_type,"
            + " event_at = EXCLUDED.event_at";
    private static final String DEVICE_COLUMNS = "host_id, path, bus, devnum, parent_path, port_id, speed_mbps, rx_lanes, tx_lanes,"
            + " bcd_usb, vendor_id, product_id, bcd_device, device_class, manufacturer, product, serial, max_child, removable,"
            + " capability_mbps, capability_lanes, capability_source, interfaces, connected_event, connected_event_type,"
            + " connected_at, speed_event, speed_event_type, speed_at, capability_event, capability_event_type, capability_at,"
            + " drivers_event, drivers_event_type, drivers_at";
    private static final String DEVICE = "INSERT INTO device (" + DEVICE_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            + " ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (host_id, path) DO UPDATE SET "
            + updateAll(DEVICE_COLUMNS, 2);
    private static final String UNPLACED = "INSERT INTO unplaced_device (host_id, bus, devnum, device, connected_event,"
            + " connected_event_type, connected_at, event_id, event_type, event_at) VALUES (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (host_id, bus, devnum) DO UPDATE SET device = EXCLUDED.device,"
            + " connected_event = EXCLUDED.connected_event, connected_event_type = EXCLUDED.connected_event_type,"
            + " connected_at = EXCLUDED.connected_at, event_id = EXCLUDED.event_id, event_type = EXCLUDED.event_type,"
            + " event_at = EXCLUDED.event_at";
    private static final String CONNECTION = "INSERT INTO device_connection (host_id, path, devnum, vendor_id, product_id, serial,"
            + " speed_mbps, connected_event, connected_at, disconnected_event, disconnected_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (connected_event) DO UPDATE SET path = EXCLUDED.path, disconnected_event = EXCLUDED.disconnected_event,"
            + " disconnected_at = EXCLUDED.disconnected_at";
    private static final String CLOSE = "UPDATE device_connection SET disconnected_event = ?, disconnected_at = ?"
            + " WHERE connected_event = ? AND disconnected_event IS NULL";
    private static final String PLACE = "UPDATE device_connection SET path = ? WHERE connected_event = ?";
    private static final String ROUTER = "INSERT INTO usb4_router (host_id, name, uuid, parent, domain, host_router, generation,"
            + " vendor_name, device_name, rx_lane_gbps, rx_lanes, tx_lane_gbps, tx_lanes, links, status, policy, security,"
            + " boot_acl_used, boot_acl_slots, event_id, event_type, event_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            + " ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (host_id, name) DO UPDATE SET " + updateAll("host_id, name, uuid, parent, domain,"
            + " host_router, generation, vendor_name, device_name, rx_lane_gbps, rx_lanes, tx_lane_gbps, tx_lanes, links, status,"
            + " policy, security, boot_acl_used, boot_acl_slots, event_id, event_type, event_at", 2);
    private static final String KERNEL_LINE = "INSERT INTO kernel_log_line (event_id, host_id, observation_id, observed_at,"
            + " device_path, kind, text, event_at, line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING";

    private HostRows() {
    }

    /** Writes what {@code changes} names, from {@code state}. */
    public static void write(Connection c, HostTopology state, HostChangeLog changes) throws SQLException {
        String host = state.hostId();
        if (state.registered() == null) throw new IllegalStateException("host " + host + " has no registration event");
        if (changes.hostChanged()) {
            try (PreparedStatement s = c.prepareStatement(HOST)) {
                s.setString(1, host);
                s.setString(2, state.hostname());
                s.setTimestamp(3, time(state.registered().at()));
                s.setString(4, state.registered().id());
                s.setTimestamp(5, time(state.lastObservedAt()));
                s.executeUpdate();
            }
        }
        if (!changes.controllers().isEmpty()) try (PreparedStatement s = c.prepareStatement(CONTROLLER)) {
            for (String id : changes.controllers()) {
                HostTopology.KnownController known = state.controllers().get(id);
                ObservedController k = known.controller();
                s.setString(1, host);
                s.setString(2, k.id());
                s.setString(3, k.pciAddress());
                s.setString(4, k.vendorId());
                s.setString(5, k.deviceId());
                s.setString(6, k.pciClass());
                s.setString(7, k.name());
                s.setArray(8, c.createArrayOf("integer", (k.buses() == null ? List.<Integer>of() : k.buses()).toArray()));
                s.setBoolean(9, k.inferred());
                stamp(s, 10, known.seen());
                s.addBatch();
            }
            s.executeBatch();
        }
        if (!changes.buses().isEmpty()) try (PreparedStatement s = c.prepareStatement(BUS)) {
            for (int bus : changes.buses()) {
                HostTopology.KnownBus known = state.buses().get(bus);
                ObservedBus b = known.bus();
                s.setString(1, host);
                s.setInt(2, b.bus());
                s.setBigDecimal(3, decimal(b.speedMbps()));
                integer(s, 4, b.lanes());
                integer(s, 5, b.ports());
                s.setString(6, b.driver());
                s.setString(7, b.controller());
                stamp(s, 8, known.seen());
                s.addBatch();
            }
            s.executeBatch();
        }
        if (!changes.ports().isEmpty()) try (PreparedStatement s = c.prepareStatement(PORT)) {
            boolean any = false;
            for (String id : changes.ports()) {
                HostTopology.KnownPort known = state.ports().get(id);
                if (known == null) continue; // a label or limit for a port no observation showed: no row until it is seen
                ObservedPort p = known.port();
                s.setString(1, host);
                s.setString(2, p.id());
                s.setInt(3, p.bus());
                s.setString(4, p.hubPath());
                s.setInt(5, p.number());
                s.setString(6, p.peer());
                s.setString(7, p.connectType());
                s.setString(8, p.location());
                s.setString(9, p.connector());
                integer(s, 10, p.overCurrentCount());
                s.setString(11, p.state());
                List<String> labels = state.labelsOf(id);
                s.setString(12, labels.isEmpty() ? null : json(labels));
                HostTopology.PortLimit limit = state.limitOf(id);
                integer(s, 13, limit == null ? null : limit.limitMbps());
                s.setString(14, limit == null ? null : limit.cableId());
                s.setString(15, limit == null ? null : limit.measured().id());
                s.setTimestamp(16, limit == null ? null : time(limit.measured().at()));
                stamp(s, 17, known.seen());
                s.addBatch();
                any = true;
            }
            if (any) s.executeBatch();
        }
        writeDevices(c, state, changes);
        writeUnplaced(c, state, changes);
        writeRouters(c, state, changes);
        writeHistory(c, changes);
    }

    private static void writeRouters(Connection c, HostTopology state, HostChangeLog changes) throws SQLException {
        if (changes.routers().isEmpty()) return;
        String host = state.hostId();
        try (PreparedStatement upsert = c.prepareStatement(ROUTER);
             PreparedStatement delete = c.prepareStatement("DELETE FROM usb4_router WHERE host_id = ? AND name = ?")) {
            int upserts = 0, deletes = 0;
            for (String name : changes.routers()) {
                HostTopology.KnownRouter known = state.usb4Routers().get(name);
                if (known == null) {
                    delete.setString(1, host);
                    delete.setString(2, name);
                    delete.addBatch();
                    deletes++;
                    continue;
                }
                dev.linkledger.probe.observation.ObservedThunderboltDevice r = known.router();
                upsert.setString(1, host);
                upsert.setString(2, r.name());
                upsert.setString(3, r.uuid());
                upsert.setString(4, r.parent());
                upsert.setString(5, r.domain());
                if (r.host() == null) upsert.setNull(6, Types.BOOLEAN);
                else upsert.setBoolean(6, r.host());
                integer(upsert, 7, r.generation());
                upsert.setString(8, r.vendorName());
                upsert.setString(9, r.deviceName());
                upsert.setBigDecimal(10, r.rxSpeedGbps() == null ? null : java.math.BigDecimal.valueOf(r.rxSpeedGbps()));
                integer(upsert, 11, r.rxLanes());
                upsert.setBigDecimal(12, r.txSpeedGbps() == null ? null : java.math.BigDecimal.valueOf(r.txSpeedGbps()));
                integer(upsert, 13, r.txLanes());
                upsert.setArray(14, r.links() == null ? null : c.createArrayOf("text", r.links().toArray()));
                upsert.setString(15, r.status());
                upsert.setString(16, r.policy());
                upsert.setString(17, r.security());
                integer(upsert, 18, r.bootAclUsed());
                integer(upsert, 19, r.bootAclSlots());
                stamp(upsert, 20, known.seen());
                upsert.addBatch();
                upserts++;
            }
            if (deletes > 0) delete.executeBatch();
            if (upserts > 0) upsert.executeBatch();
        }
    }

    private static void writeDevices(Connection c, HostTopology state, HostChangeLog changes) throws SQLException {
        if (changes.devices().isEmpty()) return;
        String host = state.hostId();
        try (PreparedStatement upsert = c.prepareStatement(DEVICE);
             PreparedStatement delete = c.prepareStatement("DELETE FROM device WHERE host_id = ? AND path = ?")) {
            int upserts = 0, deletes = 0;
            for (String path : changes.devices()) {
                HostTopology.KnownDevice known = state.devices().get(path);
                if (known == null) {
                    delete.setString(1, host);
                    delete.setString(2, path);
                    delete.addBatch();
                    deletes++;
                    continue;
                }
                ObservedDevice d = known.device();
                Capability capability = d.capability() == null ? Capability.unknown() : d.capability();
                int i = 1;
                upsert.setString(i++, host);
                upsert.setString(i++, d.path());
                upsert.setInt(i++, d.bus());
                integer(upsert, i++, d.devnum());
                upsert.setString(i++, d.parentPath());
                upsert.setString(i++, d.portId());
                upsert.setBigDecimal(i++, decimal(d.speedMbps()));
                integer(upsert, i++, d.rxLanes());
                integer(upsert, i++, d.txLanes());
                upsert.setString(i++, d.bcdUsb());
                upsert.setString(i++, d.vendorId());
                upsert.setString(i++, d.productId());
                upsert.setString(i++, d.bcdDevice());
                upsert.setString(i++, d.deviceClass());
                upsert.setString(i++, d.manufacturer());
                upsert.setString(i++, d.product());
                upsert.setString(i++, d.serial());
                integer(upsert, i++, d.maxChild());
                upsert.setString(i++, d.removable());
                integer(upsert, i++, capability.maxSpeedMbps());
                integer(upsert, i++, capability.lanes());
                upsert.setString(i++, capability.source() == null ? null : capability.source().wire());
                upsert.setString(i++, d.interfaces() == null ? null : json(d.interfaces()));
                i = stamp(upsert, i, known.connected());
                i = stamp(upsert, i, known.speedSet());
                i = stamp(upsert, i, known.capabilitySet());
                stamp(upsert, i, known.driversSet());
                upsert.addBatch();
                upserts++;
            }
            if (deletes > 0) delete.executeBatch();
            if (upserts > 0) upsert.executeBatch();
        }
    }

    private static void writeUnplaced(Connection c, HostTopology state, HostChangeLog changes) throws SQLException {
        if (changes.unplaced().isEmpty()) return;
        String host = state.hostId();
        try (PreparedStatement upsert = c.prepareStatement(UNPLACED);
             PreparedStatement delete = c.prepareStatement("DELETE FROM unplaced_device WHERE host_id = ? AND bus = ? AND devnum = ?")) {
            int upserts = 0, deletes = 0;
            for (dev.linkledger.probe.usb.DeviceAddress a : changes.unplaced()) {
                HostTopology.UnplacedDevice known = state.unplaced().get(a.toString());
                if (known == null) {
                    delete.setString(1, host);
                    delete.setInt(2, a.bus());
                    delete.setInt(3, a.devnum());
                    delete.addBatch();
                    deletes++;
                    continue;
                }
                ObservedDevice d = known.device();
                upsert.setString(1, host);
                upsert.setInt(2, d.bus());
                upsert.setInt(3, d.devnum());
                upsert.setString(4, json(d));
                int i = stamp(upsert, 5, known.connected());
                stamp(upsert, i, known.seen());
                upsert.addBatch();
                upserts++;
            }
            if (deletes > 0) delete.executeBatch();
            if (upserts > 0) upsert.executeBatch();
        }
    }

    private static void writeHistory(Connection c, HostChangeLog changes) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(CONNECTION)) {
            int rows = 0;
            for (HostChangeLog.Connection x : changes.opened()) {
                s.setString(1, x.hostId());
                s.setString(2, x.path());
                integer(s, 3, x.devnum());
                s.setString(4, x.vendorId());
                s.setString(5, x.productId());
                s.setString(6, x.serial());
                s.setBigDecimal(7, x.speedMbps());
                s.setString(8, x.connectedEvent());
                s.setTimestamp(9, time(x.connectedAt()));
                s.setString(10, x.disconnectedEvent());
                s.setTimestamp(11, time(x.disconnectedAt()));
                s.addBatch();
                rows++;
            }
            if (rows > 0) s.executeBatch();
        }
        if (!changes.placed().isEmpty()) try (PreparedStatement s = c.prepareStatement(PLACE)) {
            for (Map.Entry<String, String> p : changes.placed().entrySet()) {
                s.setString(1, p.getValue());
                s.setString(2, p.getKey());
                s.addBatch();
            }
            s.executeBatch();
        }
        if (!changes.closed().isEmpty()) try (PreparedStatement s = c.prepareStatement(CLOSE)) {
            for (Map.Entry<String, HostTopology.Stamp> closed : changes.closed().entrySet()) {
                s.setString(1, closed.getValue().id());
                s.setTimestamp(2, time(closed.getValue().at()));
                s.setString(3, closed.getKey());
                s.addBatch();
            }
            s.executeBatch();
        }
        try (PreparedStatement s = c.prepareStatement(KERNEL_LINE)) {
            int rows = 0;
            for (HostChangeLog.KernelLine line : changes.kernelLines()) {
                s.setString(1, line.eventId());
                s.setString(2, line.hostId());
                s.setString(3, line.observationId());
                s.setTimestamp(4, time(line.observedAt()));
                s.setString(5, line.devicePath());
                s.setString(6, line.kind());
                s.setString(7, line.text());
                s.setTimestamp(8, time(line.eventAt()));
                s.setObject(9, line.line(), Types.INTEGER);
                s.addBatch();
                rows++;
            }
            if (rows > 0) s.executeBatch();
        }
    }

    /** A host's rows replaced by those of its whole fold ({@code all}: the changes of every event since its first). */
    public static void replace(Connection c, HostTopology state, HostChangeLog all) throws SQLException {
        for (String table : TABLES) {
            if (table.equals("host")) continue;
            try (PreparedStatement s = c.prepareStatement("DELETE FROM " + table + " WHERE host_id = ?")) {
                s.setString(1, state.hostId());
                s.executeUpdate();
            }
        }
        write(c, state, all);
    }

    /** Every host's rows gone, for a replay (the catch-up processor writes them again). */
    static void deleteAll(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String table : TABLES) s.execute("DELETE FROM " + table);
        }
    }

    private static int stamp(PreparedStatement s, int at, HostTopology.Stamp stamp) throws SQLException {
        s.setString(at, stamp.id());
        s.setString(at + 1, stamp.type());
        s.setTimestamp(at + 2, time(stamp.at()));
        return at + 3;
    }

    private static void integer(PreparedStatement s, int at, Integer value) throws SQLException {
        if (value == null) s.setNull(at, Types.INTEGER);
        else s.setInt(at, value);
    }

    private static java.math.BigDecimal decimal(UsbSpeed speed) {
        return speed == null ? null : speed.decimal();
    }

    private static Timestamp time(Instant at) {
        return at == null ? null : Timestamp.from(at);
    }

    private static String updateAll(String columns, int keys) {
        String[] names = columns.split(",\\s*");
        StringBuilder out = new StringBuilder();
        for (int i = keys; i < names.length; i++) {
            if (out.length() > 0) out.append(", ");
            out.append(names[i]).append(" = EXCLUDED.").append(names[i]);
        }
        return out.toString();
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }
}
