package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.EventHosts;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.Savepoints;
import dev.linkledger.inventory.axon.SegmentedHandler;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;

/**
 * The streaming side of the host views: it sees every host event after it committed, and a host
 * whose rows are behind it (a fault rolled back the inline write, events were published around the
 * aggregate, a replay emptied the tables) it rebuilds from its stored events, with the same fold
 * and row writer as the inline write, its whole history read once and only its final rows written.
 * A host it rebuilt is evaluated there ({@link HostViewsListener#viewsRebuilt}), on the rows just
 * written: the evaluation processor leaves a host whose views are behind to it, so no evaluation reads
 * rows that do not show the events it evaluates.
 * A host whose rows are current costs a position lookup per batch: nothing of the views waits for
 * it, so a kill -9 of an instance leaves it nothing to take over but its place in the stream.
 * Segments by host; a host it cannot rebuild is parked in
 * the dead-letter queue (its later events behind it), a database that cannot take the rebuild now
 * is retried.
 */
@Singleton
@ProcessingGroup(HostCatchUp.GROUP)
public class HostCatchUp implements SegmentedHandler {
    public static final String GROUP = "host-catch-up";
    private static final String BATCH = HostCatchUp.class.getName();
    private static final String POSITIONS = HostCatchUp.class.getName() + ":positions";

    @Inject
    DataSource dataSource;
    @Inject
    Provider<AxonRuntime> axon;
    @Inject
    jakarta.enterprise.inject.Instance<HostViewsListener> listeners;
    @ConfigProperty(name = "linkledger.catch-up.segments", defaultValue = "4")
    int segments;

    @EventHandler(payloadType = HostEvent.class)
    void onHostEvent(DomainEventMessage<?> message) throws SQLException {
        caughtUp(message);
    }

    @EventHandler(payloadType = PortLabelledEvent.class)
    void onLabelled(DomainEventMessage<?> message) throws SQLException {
        caughtUp(message);
    }

    @EventHandler(payloadType = PortCapabilityMeasuredEvent.class)
    void onPortMeasured(DomainEventMessage<?> message) throws SQLException {
        caughtUp(message);
    }

    private void caughtUp(DomainEventMessage<?> message) throws SQLException {
        // A measurement is a host event of another aggregate: not in the host's stream.
        if (!HostEventBatch.HOST_AGGREGATE.equals(message.getType())) return;
        String host = message.getAggregateIdentifier();
        Map<String, Long> positions = positions(message);
        Long through = positions.get(host);
        if (through != null && through >= message.getSequenceNumber()) return;
        long rebuilt = rebuild(host);
        positions.put(host, rebuilt);
        // The host's evaluation waited for its views: evaluated here, on the rows just rebuilt, once per batch.
        for (HostViewsListener listener : listeners) listener.viewsRebuilt(host, rebuilt, message);
    }

    /** The positions of the batch's hosts, read once per batch and kept up to date by its rebuilds. */
    private Map<String, Long> positions(DomainEventMessage<?> message) throws SQLException {
        if (!CurrentUnitOfWork.isStarted()) return new java.util.HashMap<>();
        Map<String, Long> known = CurrentUnitOfWork.get().root().getResource(POSITIONS);
        if (known != null) return known;
        try (Connection c = dataSource.getConnection()) {
            Map<String, Long> read = new java.util.HashMap<>(HostPositions.of(c, HostEventBatch.of(BATCH, message).hosts()));
            CurrentUnitOfWork.get().root().resources().put(POSITIONS, read);
            return read;
        }
    }

    /**
     * Rebuilds the host's rows from every event it has in the store, under its position's row lock
     * (an inline write to the same host waits, then finds the position it expects or rebuilds the host
     * itself with this code: {@link HostViews}, for a host whose rows are behind the write's events),
     * inside a savepoint so that a host that fails leaves the batch's other hosts and the dead
     * letter's own record writable.
     *
     * @return the sequence the rows show now
     */
    long rebuild(String host) throws SQLException {
        HostFold fold = new HostFold();
        for (DomainEventMessage<?> m : axon.get().eventStore().readEvents(host, 0).asStream().toList()) fold.apply(m);
        return store(host, fold);
    }

    /**
     * Writes the host's rows from a fold of its events unless they already show as much (a write or
     * the catch-up processor rebuilt it meanwhile from a later stream): the position's row lock and
     * savepoint of {@link #rebuild}, so a replay's pass and a live write to the same host never write
     * over each other.
     *
     * @return the sequence the rows show now
     */
    long store(String host, HostFold fold) throws SQLException {
        long[] through = new long[1];
        try (Connection c = dataSource.getConnection()) {
            Savepoints.within(c, connection -> {
                Long before = HostPositions.lock(connection, host);
                if (before != null && before >= fold.last()) {
                    through[0] = before;
                    return;
                }
                if (!fold.state().isEmpty()) HostRows.replace(connection, fold.state(), fold.changes());
                HostPositions.set(connection, host, fold.last());
                through[0] = fold.last();
            });
        }
        return through[0];
    }

    /** A replay's first step: every host's rows go, and every host is behind until rebuilt ({@link #rebuild(String)}). */
    void forgetAll() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            HostRows.deleteAll(c);
            HostPositions.forgetAll(c);
        }
    }

    /** Every host with events in the store, with its last sequence there. */
    Map<String, Long> lastSequences() throws SQLException {
        Map<String, Long> hosts = new java.util.HashMap<>();
        try (Connection c = dataSource.getConnection(); java.sql.Statement s = c.createStatement();
             java.sql.ResultSet r = s.executeQuery("SELECT aggregate_identifier, max(sequence_number) FROM domain_event_entry"
                     + " WHERE type = '" + HostEventBatch.HOST_AGGREGATE + "' GROUP BY aggregate_identifier")) {
            while (r.next()) hosts.put(r.getString(1), r.getLong(2));
        }
        return hosts;
    }

    /** How many hosts' rows are behind their events, read from the rows and the store: 0 is caught up. */
    public long hostsBehind() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return HostPositions.behind(c);
        }
    }

    @Override
    public int segments() {
        return segments;
    }

    @Override
    public Object sequenceOf(EventMessage<?> event) {
        return EventHosts.sequenceOf(event);
    }

    /** A batch may rebuild several long-lived hosts from their whole histories. */
    @Override
    public Duration batchTimeout() {
        return Duration.ofMinutes(5);
    }
}
