package dev.linkledger.inventory.axon;

import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Where a processor's segments stand as their tokens were last committed, whichever service
 * instance holds them. A second instance owns none of a processor's segments (one instance claims
 * each), so its own processors cannot tell it when the projections have shown a write: the token
 * store can, because every batch commits its token with its rows.
 */
final class StoredPositions {
    private static final String READ = "SELECT segment, token, token_type FROM token_entry WHERE processor_name = ?";
    private static final String TYPES =
            "SELECT DISTINCT payload_type FROM domain_event_entry WHERE global_index > ? AND global_index <= ?";
    private static final String EVENTS =
            "SELECT DISTINCT type, aggregate_identifier, payload_type FROM domain_event_entry WHERE global_index > ? AND global_index <= ?";

    /** A stored event as far as its row tells without its payload: its aggregate and payload type. */
    record StoredEvent(String aggregateType, String aggregateId, Class<?> payloadType) {
    }

    private final DataSource dataSource;
    private final Serializer serializer;

    StoredPositions(DataSource dataSource, Serializer serializer) {
        this.dataSource = dataSource;
        this.serializer = serializer;
    }

    /** Segment -> global index of the last event the segment's committed token covers (-1 before any). */
    Map<Integer, Long> of(String processorName) {
        Map<Integer, Long> positions = new HashMap<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(READ)) {
            s.setString(1, processorName);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) positions.put(r.getInt(1), position(r.getBytes(2), r.getString(3)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the token store", e);
        }
        return positions;
    }

    /** The payload types of the events after {@code from} up to and including {@code to}; unknown types count as Object. */
    Set<Class<?>> payloadTypes(long from, long to) {
        Set<Class<?>> types = new HashSet<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(TYPES)) {
            s.setLong(1, from);
            s.setLong(2, to);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) types.add(classOf(r.getString(1)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the event store", e);
        }
        return types;
    }

    /** The distinct (aggregate, payload type) pairs of the events after {@code from} up to and including {@code to}. */
    Set<StoredEvent> events(long from, long to) {
        Set<StoredEvent> events = new HashSet<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(EVENTS)) {
            s.setLong(1, from);
            s.setLong(2, to);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) events.add(new StoredEvent(r.getString(1), r.getString(2), classOf(r.getString(3))));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the event store", e);
        }
        return events;
    }

    private static Class<?> classOf(String name) {
        try {
            return Class.forName(name, false, StoredPositions.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return Object.class;
        }
    }

    private long position(byte[] token, String type) {
        if (token == null || type == null) return -1;
        TrackingToken tracking = serializer.deserialize(new SimpleSerializedObject<>(token, byte[].class, type, null));
        return tracking.position().orElse(-1);
    }
}
