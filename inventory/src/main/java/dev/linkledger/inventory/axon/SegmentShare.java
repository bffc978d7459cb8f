package dev.linkledger.inventory.axon;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.jboss.logging.Logger;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Shares processor segments fairly between the service instances on one PostgreSQL. Axon's
 * processors claim every segment they can, so the first instance up would hold them all and a
 * second would only stand by (Axon balances segments only through Axon Server). Every few seconds
 * an instance holding more than its share of a processor's segments (segments / live instances,
 * rounded up) releases one, which another instance's processor then claims. The takeover of a dead
 * instance's segments needs none of this: its claims time out in the token store and the survivors'
 * processors claim them.
 *
 * <p>The live instances are those with sessions open: each instance's pool names its connections
 * {@code linkledger-instance-<uuid of this start>} (application.properties), its processors use
 * them every {@code tokenClaimInterval}, and PostgreSQL ends a session as soon as its client's
 * socket closes, so a killed instance stops counting at once.
 */
@Singleton
public class SegmentShare {
    private static final Logger LOG = Logger.getLogger(SegmentShare.class);
    private static final long EVERY_MILLIS = 2_000;
    private static final String LIVE = "SELECT count(DISTINCT application_name) FROM pg_stat_activity"
            + " WHERE datname = current_database() AND application_name LIKE 'linkledger-instance-%'";

    @Inject
    DataSource dataSource;
    @Inject
    AxonRuntime axon;

    private ScheduledExecutorService scheduler;
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
    }

    private void tick() {
        try {
            int live = liveInstances();
            EventProcessingConfiguration processing = axon.configuration().eventProcessingConfiguration();
            if (live > 1) for (EventProcessor p : processing.eventProcessors().values())
                if (p instanceof StreamingEventProcessor streaming && p.isRunning())
                    shareOf(streaming, processing.tokenStore(p.getName()).fetchSegments(p.getName()).length, live);
            warned = false;
        } catch (RuntimeException | SQLException e) {
            // The database is away (restarting, frozen): the next tick tries again.
            if (!warned) LOG.infof("Cannot share segments now: %s", PoisonIsolation.rootMessage(e));
            warned = true;
        }
    }

    /** Releases one segment while this instance holds more than its share of the processor's. */
    private static void shareOf(StreamingEventProcessor processor, int total, int live) {
        Map<Integer, ?> held = processor.processingStatus();
        int share = (total + live - 1) / live;
        if (held.size() <= share) return;
        int release = held.keySet().stream().max(Comparator.naturalOrder()).orElseThrow();
        LOG.infof("Processor %s: this instance holds %d of %d segments, %d instances share them; releasing segment %d",
                processor.getName(), held.size(), total, live, release);
        processor.releaseSegment(release);
    }

    private int liveInstances() throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(LIVE)) {
            r.next();
            return r.getInt(1);
        }
    }
}
