package dev.linkledger.advisor.support;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every projection table's rows, each table ordered by its key and without generated ids, so a
 * live read model can be compared with one rebuilt by {@code POST /api/admin/replays}.
 * (ReplayTest, ConcurrentWritersTest and ServiceKillIT compare with it.)
 */
public final class ProjectionSnapshot {
    private static final Map<String, String> TABLES = Map.ofEntries(
            Map.entry("host", "SELECT * FROM host ORDER BY host_id"),
            Map.entry("controller", "SELECT * FROM controller ORDER BY host_id, controller_id"),
            Map.entry("bus", "SELECT * FROM bus ORDER BY host_id, bus"),
            Map.entry("port", "SELECT * FROM port ORDER BY host_id, port_id"),
            Map.entry("device", "SELECT * FROM device ORDER BY host_id, path"),
            Map.entry("unplaced_device", "SELECT host_id, bus, devnum, device::text, connected_event, connected_at, event_id"
                    + " FROM unplaced_device ORDER BY host_id, bus, devnum"),
            Map.entry("device_connection", "SELECT host_id, path, devnum, vendor_id, product_id, serial, speed_mbps, connected_event,"
                    + " connected_at, disconnected_event, disconnected_at FROM device_connection ORDER BY connected_event"),
            Map.entry("cable", "SELECT * FROM cable ORDER BY cable_id"),
            Map.entry("cable_test", "SELECT * FROM cable_test ORDER BY event_id"),
            Map.entry("enclosure", "SELECT * FROM enclosure ORDER BY enclosure_id"),
            Map.entry("access_token", "SELECT * FROM access_token ORDER BY token_id"),
            Map.entry("kernel_log_line", "SELECT * FROM kernel_log_line ORDER BY event_id"),
            Map.entry("usb4_router", "SELECT * FROM usb4_router ORDER BY host_id, name"),
            Map.entry("finding", "SELECT finding_id, host_id, condition_key, rule, severity, status, body::text, issued_event,"
                    + " issued_at, trigger_event, trigger_event_type, resolved_event, resolved_at, resolved_by_event, resolved_by_type"
                    + " FROM finding ORDER BY finding_id"),
            // The link-verdicts processor's own tables: a replay must reach the same tests and verdicts.
            Map.entry("link_verdicts_test", "SELECT * FROM link_verdicts_test ORDER BY cable_id, link_event_id"),
            Map.entry("link_verdicts_connector", "SELECT * FROM link_verdicts_connector ORDER BY host_id, port_ids"));

    private ProjectionSnapshot() {
    }

    public static Map<String, List<Map<String, Object>>> of(DataSource dataSource) throws SQLException {
        Map<String, List<Map<String, Object>>> tables = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            for (var table : TABLES.entrySet()) {
                List<Map<String, Object>> rows = new ArrayList<>();
                try (ResultSet r = s.executeQuery(table.getValue())) {
                    ResultSetMetaData meta = r.getMetaData();
                    while (r.next()) {
                        Map<String, Object> row = new LinkedHashMap<>();
                        for (int i = 1; i <= meta.getColumnCount(); i++) row.put(meta.getColumnName(i), String.valueOf(r.getObject(i)));
                        rows.add(row);
                    }
                }
                tables.put(table.getKey(), rows);
            }
        }
        return tables;
    }

    /**
     * Per table, the MD5 of all its rows as text in a fixed order (Marten's rebuild-and-hash check):
     * two rebuilds and the live tables must hash alike, which a projection reading the clock, or one
     * whose result depends on the order it meets rows in, would not.
     */
    public static Map<String, String> hashes(DataSource dataSource) throws SQLException {
        Map<String, String> hashes = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            for (var table : TABLES.entrySet()) {
                try (ResultSet r = s.executeQuery("SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), ''))"
                        + " FROM (" + table.getValue() + ") x")) {
                    r.next();
                    hashes.put(table.getKey(), r.getString(1));
                }
            }
        }
        return hashes;
    }

    public static long events(DataSource dataSource) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT count(*) FROM domain_event_entry")) {
            r.next();
            return r.getLong(1);
        }
    }

    public static List<String> tables() {
        return List.copyOf(TABLES.keySet());
    }
}
