package dev.linkledger.inventory.axon;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;

/**
 * Read-your-writes for HTTP clients: after a command appended events, wait (briefly, bounded)
 * until every projection has processed them, so the next GET shows what was just recorded.
 * Projections stay asynchronous; a slow one only delays the answer, it never fails the write.
 */
@Singleton
public class ProjectionCatchUp {
    private static final long POLL_MILLIS = 5;

    @Inject
    AxonRuntime axon;
    @Inject
    DataSource dataSource;

    /** @return true when all projections reached the aggregate's last event within the timeout */
    public boolean awaitAggregate(String aggregateId, Duration timeout) {
        return awaitIndex(lastGlobalIndex(aggregateId), timeout);
    }

    /** @return true when all projections reached the last event in the store within the timeout */
    public boolean awaitHead(Duration timeout) {
        return awaitIndex(lastGlobalIndex(null), timeout);
    }

    private boolean awaitIndex(long target, Duration timeout) {
        if (target < 0) return true;
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!reached(target)) {
            if (System.nanoTime() > deadline) return false;
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    private boolean reached(long target) {
        Map<String, org.axonframework.eventhandling.EventProcessor> processors =
                axon.configuration().eventProcessingConfiguration().eventProcessors();
        for (var processor : processors.values()) {
            if (!(processor instanceof StreamingEventProcessor streaming)) continue;
            Map<Integer, EventTrackerStatus> status = streaming.processingStatus();
            if (status.isEmpty()) return false;
            for (EventTrackerStatus segment : status.values()) {
                if (segment.getCurrentPosition().orElse(-1) < target) return false;
            }
        }
        return true;
    }

    private long lastGlobalIndex(String aggregateId) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement(
                     "SELECT coalesce(max(global_index), -1) FROM domain_event_entry"
                             + " WHERE ?::text IS NULL OR aggregate_identifier = ?")) {
            s.setString(1, aggregateId);
            s.setString(2, aggregateId);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the event store", e);
        }
    }
}
