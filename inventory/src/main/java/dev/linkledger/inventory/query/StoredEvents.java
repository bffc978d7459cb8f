package dev.linkledger.inventory.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * Looks a stored event up by id in the event store: what it was, when, about which aggregate, from
 * which observation (the "why" of a finding cites events by id). Axon reads events by aggregate
 * only, so this one query is plain JDBC, kept here with the inventory that owns the store.
 */
@ApplicationScoped
public class StoredEvents {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    DataSource dataSource;

    public Optional<StoredEventView> find(String eventId) {
        if (eventId == null) return Optional.empty();
        String sql = "SELECT payload_type, time_stamp, aggregate_identifier, sequence_number, payload, meta_data "
                + "FROM domain_event_entry WHERE event_identifier = ?";
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, eventId);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) return Optional.empty();
                String type = r.getString(1);
                JsonNode payload = read(r.getBytes(5));
                JsonNode meta = read(r.getBytes(6));
                return Optional.of(new StoredEventView(eventId, type.substring(type.lastIndexOf('.') + 1),
                        Instant.parse(r.getString(2)), r.getString(3), r.getLong(4),
                        text(payload, "observationId"), text(meta, "source")));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the event store", e);
        }
    }

    /** True before the first event is stored. */
    public boolean isEmpty() {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT EXISTS (SELECT 1 FROM domain_event_entry)"); ResultSet r = s.executeQuery()) {
            r.next();
            return !r.getBoolean(1);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the event store", e);
        }
    }

    private static JsonNode read(byte[] bytes) {
        if (bytes == null) return null;
        try {
            return JSON.readTree(bytes);
        } catch (IOException e) {
            return null;
        }
    }

    private static String text(JsonNode node, String field) {
        return node == null || !node.hasNonNull(field) ? null : node.get(field).asText();
    }
}
