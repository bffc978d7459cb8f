package dev.linkledger.inventory.command;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.axon.StoreSerializer;
import dev.linkledger.inventory.command.LinkTest.ConnectorKey;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The SQL of {@link LinkVerdicts}' own tables (V13): reads of a batch's rows at once and one JDBC
 * batch per table and statement for its writes. Upserts overwrite, so a batch retried after a
 * rollback, or a dead letter retried after its row was written, writes the same rows again.
 */
final class VerdictTables {
    private static final ObjectMapper JSON = StoreSerializer.objectMapper();

    private VerdictTables() {
    }

    static Map<LiveLink.Key, LiveLink> links(Connection c, Collection<String> hostIds) throws SQLException {
        Map<LiveLink.Key, LiveLink> links = new HashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT host_id, path, port_id, event_id, event_type, speed_mbps, "
                + "capability_mbps, capability_source, capability_event FROM link_verdicts_link WHERE host_id = ANY (?)")) {
            s.setArray(1, c.createArrayOf("text", hostIds.toArray()));
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    LiveLink l = new LiveLink(r.getString(1), r.getString(2));
                    l.portId = r.getString(3);
                    l.eventId = r.getString(4);
                    l.eventType = r.getString(5);
                    l.speedMbps = (Integer) r.getObject(6);
                    l.capabilityMbps = (Integer) r.getObject(7);
                    l.capabilitySource = r.getString(8);
                    l.capabilityEvent = r.getString(9);
                    links.put(l.key(), l);
                }
            }
        }
        return links;
    }

    static Map<String, WatchedCable> cables(Connection c) throws SQLException {
        Map<String, WatchedCable> cables = new HashMap<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
                "SELECT cable_id, host_id, port_ids, root_hub_mbps, verdict FROM link_verdicts_cable")) {
            while (r.next()) {
                WatchedCable w = new WatchedCable(r.getString(1));
                w.hostId = r.getString(2);
                w.portIds = r.getString(3);
                w.rootHubMbps = (Integer) r.getObject(4);
                w.verdict = r.getString(5);
                cables.put(w.cableId, w);
            }
        }
        return cables;
    }

    static List<LinkTest> tests(Connection c) throws SQLException {
        List<LinkTest> tests = new java.util.ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT cable_id, host_id, port_ids, link_event_id, "
                + "negotiated_mbps, both_ends_mbps, evidence FROM link_verdicts_test")) {
            while (r.next()) {
                tests.add(new LinkTest(r.getString(1), r.getString(2), Arrays.asList(r.getString(3).split(",")), r.getString(4),
                        r.getInt(5), (Integer) r.getObject(6), evidence(r.getString(7))));
            }
        }
        return tests;
    }

    static Map<ConnectorKey, Integer> connectorLimits(Connection c) throws SQLException {
        Map<ConnectorKey, Integer> limits = new HashMap<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
                "SELECT host_id, port_ids, limit_mbps FROM link_verdicts_connector")) {
            while (r.next()) limits.put(new ConnectorKey(r.getString(1), List.of(r.getString(2).split(","))), r.getInt(3));
        }
        return limits;
    }

    static void upsertLinks(Connection c, Collection<LiveLink> links) throws SQLException {
        if (links.isEmpty()) return;
        try (PreparedStatement s = c.prepareStatement("INSERT INTO link_verdicts_link (host_id, path, port_id, event_id, event_type, "
                + "speed_mbps, capability_mbps, capability_source, capability_event) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                + "ON CONFLICT (host_id, path) DO UPDATE SET port_id = EXCLUDED.port_id, event_id = EXCLUDED.event_id, "
                + "event_type = EXCLUDED.event_type, speed_mbps = EXCLUDED.speed_mbps, capability_mbps = EXCLUDED.capability_mbps, "
                + "capability_source = EXCLUDED.capability_source, capability_event = EXCLUDED.capability_event")) {
            for (LiveLink l : links) {
                s.setString(1, l.hostId);
                s.setString(2, l.path);
                s.setString(3, l.portId);
                s.setString(4, l.eventId);
                s.setString(5, l.eventType);
                s.setObject(6, l.speedMbps, Types.INTEGER);
                s.setObject(7, l.capabilityMbps, Types.INTEGER);
                s.setString(8, l.capabilitySource);
                s.setString(9, l.capabilityEvent);
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    static void deleteLinks(Connection c, Collection<LiveLink.Key> keys) throws SQLException {
        if (keys.isEmpty()) return;
        try (PreparedStatement s = c.prepareStatement("DELETE FROM link_verdicts_link WHERE host_id = ? AND path = ?")) {
            for (LiveLink.Key k : keys) {
                s.setString(1, k.hostId());
                s.setString(2, k.path());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    static void upsertCables(Connection c, Collection<WatchedCable> cables) throws SQLException {
        if (cables.isEmpty()) return;
        try (PreparedStatement s = c.prepareStatement("INSERT INTO link_verdicts_cable (cable_id, host_id, port_ids, root_hub_mbps, "
                + "verdict) VALUES (?, ?, ?, ?, ?) ON CONFLICT (cable_id) DO UPDATE SET host_id = EXCLUDED.host_id, "
                + "port_ids = EXCLUDED.port_ids, root_hub_mbps = EXCLUDED.root_hub_mbps, verdict = EXCLUDED.verdict")) {
            for (WatchedCable w : cables) {
                s.setString(1, w.cableId);
                s.setString(2, w.hostId);
                s.setString(3, w.portIds);
                s.setObject(4, w.rootHubMbps, Types.INTEGER);
                s.setString(5, w.verdict);
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /** A test is recorded once per link event and cable: recording it again changes nothing. */
    static void insertTests(Connection c, Collection<LinkTest> tests) throws SQLException {
        if (tests.isEmpty()) return;
        try (PreparedStatement s = c.prepareStatement("INSERT INTO link_verdicts_test (cable_id, link_event_id, host_id, port_ids, "
                + "negotiated_mbps, both_ends_mbps, evidence) VALUES (?, ?, ?, ?, ?, ?, ?::jsonb) ON CONFLICT DO NOTHING")) {
            for (LinkTest t : tests) {
                s.setString(1, t.cableId());
                s.setString(2, t.linkEventId());
                s.setString(3, t.hostId());
                s.setString(4, t.connector().ports());
                s.setInt(5, t.negotiatedMbps());
                s.setObject(6, t.bothEndsMbps(), Types.INTEGER);
                s.setString(7, json(t.evidence()));
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /** Writes each connector's limit; a null limit deletes its row (none shown any more). */
    static void writeConnectorLimits(Connection c, Map<ConnectorKey, Integer> limits) throws SQLException {
        if (limits.isEmpty()) return;
        try (PreparedStatement upsert = c.prepareStatement("INSERT INTO link_verdicts_connector (host_id, port_ids, limit_mbps) "
                + "VALUES (?, ?, ?) ON CONFLICT (host_id, port_ids) DO UPDATE SET limit_mbps = EXCLUDED.limit_mbps");
             PreparedStatement delete = c.prepareStatement("DELETE FROM link_verdicts_connector WHERE host_id = ? AND port_ids = ?")) {
            boolean upserts = false, deletes = false;
            for (Map.Entry<ConnectorKey, Integer> e : limits.entrySet()) {
                PreparedStatement s = e.getValue() == null ? delete : upsert;
                s.setString(1, e.getKey().hostId());
                s.setString(2, e.getKey().ports());
                if (e.getValue() != null) s.setInt(3, e.getValue());
                s.addBatch();
                if (e.getValue() == null) deletes = true;
                else upserts = true;
            }
            if (upserts) upsert.executeBatch();
            if (deletes) delete.executeBatch();
        }
    }

    static void deleteAll(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String table : List.of("link_verdicts_cable", "link_verdicts_connector", "link_verdicts_test", "link_verdicts_link"))
                s.addBatch("DELETE FROM " + table);
            s.executeBatch();
        }
    }

    private static String json(LinkEvidence evidence) {
        try {
            return evidence == null ? null : JSON.writeValueAsString(evidence);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("evidence of a link test cannot be written as JSON", e);
        }
    }

    private static LinkEvidence evidence(String json) {
        try {
            return json == null ? null : JSON.readValue(json, LinkEvidence.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored evidence of a link test cannot be read: " + json, e);
        }
    }
}
