package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.UsbSpeed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Reads the connection history: every connection of a device, from connect to disconnect. */
@ApplicationScoped
public class ConnectionQueries {
    private static final String COLUMNS = "host_id, path, devnum, vendor_id, product_id, serial, speed_mbps, connected_event,"
            + " connected_at, disconnected_event, disconnected_at";
    /** Fastest first, then newest: the order {@code ix_device_connection_identity} keeps (V19). */
    private static final String FASTEST_WITH_SERIALS = "SELECT DISTINCT ON (serial, vendor_id, product_id) " + COLUMNS
            + " FROM device_connection WHERE serial = ANY (?) AND speed_mbps IS NOT NULL"
            + " ORDER BY serial, vendor_id, product_id, speed_mbps DESC, connected_at DESC";
    private static final String FASTEST_AT_PATHS = "SELECT DISTINCT ON (path, vendor_id, product_id) " + COLUMNS
            + " FROM device_connection WHERE host_id = ? AND path = ANY (?) AND speed_mbps IS NOT NULL"
            + " ORDER BY path, vendor_id, product_id, speed_mbps DESC, connected_at DESC";

    @Inject
    DataSource dataSource;

    /**
     * Of the connections with any of these serials, on any host, the fastest (then newest) of each
     * vid:pid and serial: one row per device rather than its whole history, which a write's
     * evaluation read and folded before (a sequential scan growing with the lab's history). Runs on
     * the caller's transaction's connection, so it sees the rows that transaction wrote.
     */
    public List<ConnectionRecord> fastestWithSerials(Collection<String> serials) {
        if (serials.isEmpty()) return List.of();
        return fastest(FASTEST_WITH_SERIALS, null, serials);
    }

    /** Of the connections at these paths of the host, the fastest (then newest) of each path and vid:pid. */
    public List<ConnectionRecord> fastestAtPaths(String hostId, Collection<String> paths) {
        if (paths.isEmpty()) return List.of();
        return fastest(FASTEST_AT_PATHS, hostId, paths);
    }

    private List<ConnectionRecord> fastest(String sql, String hostId, Collection<String> values) {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            int i = 1;
            if (hostId != null) s.setString(i++, hostId);
            s.setArray(i, c.createArrayOf("varchar", values.toArray()));
            List<ConnectionRecord> rows = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    int devnum = r.getInt(3);
                    rows.add(new ConnectionRecord(r.getString(1), r.getString(2), r.wasNull() ? null : devnum, r.getString(4),
                            r.getString(5), r.getString(6), UsbSpeed.of(r.getBigDecimal(7)), r.getString(8), instant(r.getTimestamp(9)),
                            r.getString(10), instant(r.getTimestamp(11))));
                }
            }
            return rows;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the connection history", e);
        }
    }

    private static java.time.Instant instant(Timestamp t) {
        return t == null ? null : t.toInstant();
    }

    /** The connection opened by this connect event. */
    public Optional<ConnectionRecord> openedBy(String connectedEvent) {
        return DeviceConnectionEntity.<DeviceConnectionEntity>findByIdOptional(connectedEvent).map(ConnectionRecord::of);
    }
}
