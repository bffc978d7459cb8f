package dev.linkledger.inventory.query;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * How far each host's view rows are written ({@code host_state.views_through}: the host's last
 * event sequence they show; null while a replay has not rebuilt them). An inline write advances it
 * only from the sequence just before its own events, so a host whose rows fell behind (a fault, a
 * replay) stays behind until the catch-up processor rebuilds it, and never gets rows written on
 * top of missing ones. Its row is the host's lock between an inline write and a rebuild.
 */
final class HostPositions {
    private HostPositions() {
    }

    /**
     * Moves the host from {@code first - 1} to {@code last}, with the digest of the observation content
     * it now holds (null: unchanged, as for a label); false when its rows are not at {@code first - 1}.
     */
    static boolean advance(Connection c, String host, long first, long last, String contentDigest) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE host_state SET views_through = ?,"
                + " content_digest = coalesce(?, content_digest) WHERE host_id = ? AND views_through = ?")) {
            s.setLong(1, last);
            s.setString(2, contentDigest);
            s.setString(3, host);
            s.setLong(4, first - 1);
            if (s.executeUpdate() == 1) return announced(c, host, contentDigest);
        }
        if (first != 0) return false;
        try (PreparedStatement s = c.prepareStatement("INSERT INTO host_state (host_id, views_through, content_digest)"
                + " VALUES (?, ?, ?) ON CONFLICT (host_id) DO NOTHING")) {
            s.setString(1, host);
            s.setLong(2, last);
            s.setString(3, contentDigest);
            return s.executeUpdate() == 1 && announced(c, host, contentDigest);
        }
    }

    /**
     * Tells every instance's {@link HeldContent} the host's new digest (null: no longer known), when this
     * transaction commits: PostgreSQL delivers a NOTIFY only then, and drops it with a rolled-back savepoint.
     * Nothing is sent when the digest did not change (null to {@link #advance}: a label, a measurement).
     */
    private static boolean announced(Connection c, String host, String contentDigest) throws SQLException {
        if (contentDigest != null) notify(c, host, contentDigest);
        return true;
    }

    private static void notify(Connection c, String host, String contentDigest) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            s.setString(1, HeldContent.CHANNEL);
            s.setString(2, host + '\t' + (contentDigest == null ? "" : contentDigest));
            s.execute();
        }
    }

    /** The host's content is no longer known to match a digest (its events were not written inline): no re-scan is answered from it. */
    static void forgetContent(Connection c, String host) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE host_state SET content_digest = NULL WHERE host_id = ?")) {
            s.setString(1, host);
            s.executeUpdate();
        }
        notify(c, host, null);
    }

    /** The digest of the observation content the host holds, as its last inline write recorded it; null when not known. */
    static String contentDigest(Connection c, String host) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT content_digest FROM host_state WHERE host_id = ?")) {
            s.setString(1, host);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    /** The host's position, locked for this transaction (its row made if missing); null when not built. */
    static Long lock(Connection c, String host) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO host_state (host_id) VALUES (?) ON CONFLICT (host_id) DO NOTHING")) {
            s.setString(1, host);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("SELECT views_through FROM host_state WHERE host_id = ? FOR UPDATE")) {
            s.setString(1, host);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                long through = r.getLong(1);
                return r.wasNull() ? null : through;
            }
        }
    }

    static void set(Connection c, String host, long through) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE host_state SET views_through = ? WHERE host_id = ?")) {
            s.setLong(1, through);
            s.setString(2, host);
            s.executeUpdate();
        }
    }

    /** Host -> position, for the hosts that have one. */
    static Map<String, Long> of(Connection c, Collection<String> hosts) throws SQLException {
        Map<String, Long> positions = new HashMap<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT host_id, views_through FROM host_state WHERE host_id = ANY (?) AND views_through IS NOT NULL")) {
            s.setArray(1, c.createArrayOf("varchar", hosts.toArray()));
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) positions.put(r.getString(1), r.getLong(2));
            }
        }
        return positions;
    }

    /** Every host behind: its rows to be rebuilt by the catch-up processor (a replay). */
    static void forgetAll(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE host_state SET views_through = NULL")) {
            s.executeUpdate();
        }
    }

    /** How many hosts' rows are behind their stream in the store: 0 is "caught up", read from the data itself. */
    static long behind(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT count(*) FROM (SELECT aggregate_identifier, max(sequence_number) AS last"
                + " FROM domain_event_entry WHERE type = 'Host' GROUP BY aggregate_identifier) e"
                + " LEFT JOIN host_state h ON h.host_id = e.aggregate_identifier"
                + " WHERE h.views_through IS NULL OR h.views_through < e.last");
             ResultSet r = s.executeQuery()) {
            r.next();
            return r.getLong(1);
        }
    }
}
