package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.axon.InlineProjection;
import dev.linkledger.inventory.axon.Savepoints;
import dev.linkledger.inventory.command.HostChangeLog;
import dev.linkledger.inventory.command.HostWrite;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.jboss.logging.Logger;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * A host's topology views (host, controllers, buses, ports, devices, unplaced devices, their
 * connections and kernel log lines), written inline: in the unit of work that appends the host's
 * events, from what the Host aggregate's fold recorded ({@link HostWrite}), so the write's answer
 * already holds them, on any instance. A host whose rows are behind the write's first event is
 * rebuilt here from its stream with the catch-up processor's code. A fault rolls back to a savepoint
 * and leaves the host behind for {@link HostCatchUp}: the events commit, the write is not refused.
 * Then the listeners (the advisor's evaluation) run, in the same transaction.
 */
@Singleton
@ProcessingGroup(HostViews.GROUP)
public class HostViews implements InlineProjection {
    public static final String GROUP = "host-views";
    private static final Logger LOG = Logger.getLogger(HostViews.class);
    private static final String BATCH = HostViews.class.getName();

    @Inject
    DataSource dataSource;
    @Inject
    Instance<HostViewsListener> listeners;
    @Inject
    jakarta.enterprise.event.Event<HostViewsChanged> changed;
    @Inject
    HostCatchUp catchUp;
    @Inject
    HeldContent held;

    @EventHandler(payloadType = HostEvent.class)
    void onHostEvent(DomainEventMessage<?> message) throws SQLException {
        written(message);
    }

    @EventHandler(payloadType = PortLabelledEvent.class)
    void onLabelled(DomainEventMessage<?> message) throws SQLException {
        written(message);
    }

    @EventHandler(payloadType = PortCapabilityMeasuredEvent.class)
    void onPortMeasured(DomainEventMessage<?> message) throws SQLException {
        written(message);
    }

    private void written(DomainEventMessage<?> message) throws SQLException {
        List<DomainEventMessage<?>> events = HostEventBatch.of(BATCH, message).endingWith(message);
        if (events.isEmpty()) return;
        String host = message.getAggregateIdentifier();
        HostWrite write = CurrentUnitOfWork.isStarted() ? HostWrite.of(CurrentUnitOfWork.get(), host).orElse(null) : null;
        // Whatever this write does to the host's content digest, this instance's copy goes before the answer.
        if (CurrentUnitOfWork.isStarted()) CurrentUnitOfWork.get().root().afterCommit(u -> held.writtenHere(host));
        try (Connection c = dataSource.getConnection()) {
            // Events published around the aggregate (not folded by it here) are the catch-up processor's.
            if (write == null || !events.stream().allMatch(e -> write.folded(e.getIdentifier()))) {
                LOG.infof("Views of host %s at events %d-%d are left to %s (%s)", host, events.get(0).getSequenceNumber(),
                        message.getSequenceNumber(), HostCatchUp.GROUP, write == null ? "no write of the aggregate here" : "events not folded here");
                HostPositions.forgetContent(c, host);
                return;
            }
            HostChangeLog changes = write.takeChanges();
            long first = events.get(0).getSequenceNumber();
            long last = events.get(events.size() - 1).getSequenceNumber();
            boolean[] current = new boolean[1];
            boolean[] rebuilt = new boolean[1];
            Exception fault = Savepoints.attempt(c, connection -> {
                current[0] = HostPositions.advance(connection, host, first, last, write.contentDigest());
                if (current[0]) {
                    HostRows.write(connection, write.state(), changes);
                } else {
                    // Its rows are behind the write's first event (events published around the aggregate that
                    // the catch-up processor has not reached, a fault before, a replay): rebuilt here from its
                    // stream, this write's events included, so the answer shows them as any write's does.
                    rebuilt[0] = catchUp.rebuild(host) >= last;
                    current[0] = rebuilt[0];
                }
            });
            if (fault != null) LOG.warnf("Views of host %s fall behind at event %d (%s); the events are recorded and %s rebuilds them",
                    host, first, fault, HostCatchUp.GROUP);
            if (rebuilt[0]) LOG.infof("Views of host %s rebuilt from its events by the write of events %d-%d (its rows were behind)",
                    host, first, last);
            if (fault == null && !current[0])
                LOG.infof("Views of host %s at events %d-%d are left to %s (its rows are not at event %d)", host, first, last,
                        HostCatchUp.GROUP, first - 1);
            // A rebuild does not record the digest of the content the host holds: no re-scan is answered from an older one.
            if (fault != null || !current[0] || rebuilt[0]) HostPositions.forgetContent(c, host);
            if (fault != null || !current[0]) return;
            for (HostViewsListener listener : listeners) listener.viewsWritten(c, write, events.get(events.size() - 1));
        }
        // Told only once committed: a page reading on this event sees what it announces.
        HostViewsChanged announced = new HostViewsChanged(host, events.get(events.size() - 1).getSequenceNumber());
        CurrentUnitOfWork.get().root().afterCommit(u -> changed.fire(announced));
    }

    /** Runs work on a connection of the caller's transaction, inside a savepoint ({@link Savepoints#attempt}). */
    public Exception attempt(Savepoints.Work work) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return Savepoints.attempt(c, work);
        }
    }

    /** The host sequence its views show ({@code host_state.views_through}), or null: not built. */
    public Long viewsThrough(String host) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return HostPositions.of(c, List.of(host)).get(host);
        }
    }

    /** The host sequence its advice was last evaluated through ({@code host_state.advice_through}), or null. */
    public Long evaluatedThrough(String host) throws SQLException {
        try (Connection c = dataSource.getConnection();
             java.sql.PreparedStatement s = c.prepareStatement("SELECT advice_through FROM host_state WHERE host_id = ?")) {
            s.setString(1, host);
            try (java.sql.ResultSet r = s.executeQuery()) {
                if (!r.next()) return null;
                long through = r.getLong(1);
                return r.wasNull() ? null : through;
            }
        }
    }

    /** The host's advice was evaluated through {@code sequence} (never moves back). */
    public void evaluated(String host, long sequence) throws SQLException {
        try (Connection c = dataSource.getConnection();
             java.sql.PreparedStatement s = c.prepareStatement("UPDATE host_state SET advice_through ="
                     + " greatest(coalesce(advice_through, -1), ?) WHERE host_id = ?")) {
            s.setLong(1, sequence);
            s.setString(2, host);
            s.executeUpdate();
        }
    }

    /** The store's highest global index (-1 when empty). */
    public long storeHead() throws SQLException {
        try (Connection c = dataSource.getConnection(); java.sql.Statement s = c.createStatement();
             java.sql.ResultSet r = s.executeQuery("SELECT coalesce(max(global_index), -1) FROM domain_event_entry")) {
            r.next();
            return r.getLong(1);
        }
    }
}
