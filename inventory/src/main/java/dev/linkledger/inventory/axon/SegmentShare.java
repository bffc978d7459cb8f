package dev.linkledger.inventory.axon;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.jboss.logging.Logger;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Shares processor segments fairly between the service instances on one PostgreSQL. Axon's
 * processors claim every segment they can, so the first instance up would hold them all and a
 * second would only stand by. Each instance holds a session-level advisory lock (one slot per
 * instance) for as long as it lives: PostgreSQL drops it with the session, so a killed instance
 * stops counting at once. Every few seconds an instance holding more than its share of a
 * processor's segments (segments / live instances, rounded up) releases one, which another
 * instance's processor then claims. The takeover of a dead instance's segments needs none of
 * this: its claims time out in the token store and the survivors' processors claim them.
 */
@Singleton
public class SegmentShare {
    private static final Logger LOG = Logger.getLogger(SegmentShare.class);
    /** The advisory lock class (first key) of instance slots; the second key is the slot. */
    public static final int LOCK_CLASS = 0x4c4c5353; // "LLSS"
    private static final int MAX_INSTANCES = 64;
    private static final long EVERY_MILLIS = 2_000;
    private static final String LIVE = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
            + " AND classid = ? AND objsubid = 2 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())";
    private static final String SEGMENTS = "SELECT count(*) FROM token_entry WHERE processor_name = ?";

    @Inject
    DataSource dataSource;
    @Inject
    AxonRuntime axon;

    private ScheduledExecutorService scheduler;
    /** The session holding this instance's slot; only the scheduler's thread touches it. */
    private Connection membership;
    private int slot = -1;
    private boolean warned;

    void start(@Observes @Priority(200) StartupEvent event) {
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "segment-share");
            t.setDaemon(true);
            return t;
        });
        scheduler.scheduleWithFixedDelay(this::tick, 0, EVERY_MILLIS, TimeUnit.MILLISECONDS);
    }

    void stop(@Observes @Priority(0) ShutdownEvent event) throws InterruptedException {
        ScheduledExecutorService s = scheduler;
        if (s == null) return;
        s.shutdownNow();
        s.awaitTermination(5, TimeUnit.SECONDS);
        closeMembership();
    }

    private void tick() {
        try {
            int live = liveInstances();
            if (live > 1) for (EventProcessor p : axon.configuration().eventProcessingConfiguration().eventProcessors().values())
                if (p instanceof StreamingEventProcessor streaming && p.isRunning()) shareOf(p.getName(), streaming, live);
            warned = false;
        } catch (RuntimeException | SQLException e) {
            // The database is away (restarting, frozen): the next tick tries again.
            if (!warned) LOG.infof("Cannot share segments now: %s", PoisonIsolation.rootMessage(e));
            warned = true;
            closeMembership();
        }
    }

    /** Releases one segment while this instance holds more than its share of the processor's. */
    private void shareOf(String name, StreamingEventProcessor processor, int live) throws SQLException {
        Map<Integer, ?> held = processor.processingStatus();
        int total = segmentsOf(name);
        int share = (total + live - 1) / live;
        if (held.size() <= share) return;
        int release = held.keySet().stream().max(Comparator.naturalOrder()).orElseThrow();
        LOG.infof("Processor %s: this instance holds %d of %d segments, %d instances share them; releasing segment %d",
                name, held.size(), total, live, release);
        processor.releaseSegment(release);
    }

    /** How many instances hold a slot, this one included (it takes one first). */
    private int liveInstances() throws SQLException {
        if (membership == null || !membership.isValid(1)) {
            closeMembership();
            membership = dataSource.getConnection();
            membership.setAutoCommit(true);
            slot = takeSlot(membership);
            LOG.debugf("This instance holds slot %d among the instances sharing segments", slot);
        }
        try (PreparedStatement s = membership.prepareStatement(LIVE)) {
            s.setInt(1, LOCK_CLASS);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    private static int takeSlot(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT pg_try_advisory_lock(?, ?)")) {
            for (int n = 0; n < MAX_INSTANCES; n++) {
                s.setInt(1, LOCK_CLASS);
                s.setInt(2, n);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    if (r.getBoolean(1)) return n;
                }
            }
        }
        throw new SQLException("more than " + MAX_INSTANCES + " service instances on this database");
    }

    private int segmentsOf(String processor) throws SQLException {
        try (PreparedStatement s = membership.prepareStatement(SEGMENTS)) {
            s.setString(1, processor);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    private void closeMembership() {
        Connection c = membership;
        membership = null;
        slot = -1;
        if (c == null) return;
        // The connection goes back to the pool: its session must not keep holding the slot.
        try (PreparedStatement s = c.prepareStatement("SELECT pg_advisory_unlock_all()")) {
            s.execute();
        } catch (SQLException e) {
            // a broken session is gone already, and its lock with it
        }
        try {
            c.close();
        } catch (SQLException e) {
            // as above
        }
    }
}
