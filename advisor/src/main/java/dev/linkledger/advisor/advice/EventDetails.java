package dev.linkledger.advisor.advice;

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

/** Looks up a stored event by id: what it was, when, about which aggregate, from which observation. */
@ApplicationScoped
public class EventDetails {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    DataSource dataSource;

    /** A stored event as the "why" shows it. {@code source} is who recorded it, when the metadata says. */
    public record StoredEvent(String id, String type, Instant at, String aggregate, long sequence,
                              String observationId, String source) {
    }

    public Optional<StoredEvent> find(String eventId) {
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
                return Optional.of(new StoredEvent(eventId, type.substring(type.lastIndexOf('.') + 1),
                        Instant.parse(r.getString(2)), r.getString(3), r.getLong(4),
                        text(payload, "observationId"), text(meta, "source")));
            }
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
