package dev.linkledger.inventory.axon;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.StreamingEventProcessor;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Read-your-writes for HTTP clients: after a command appended events, wait (briefly, bounded)
 * until the projections have processed them, so the next GET shows what was just recorded.
 * Projections stay asynchronous; a slow one only delays the answer, it never fails the write.
 */
@Singleton
public class ProjectionCatchUp {
    private static final org.jboss.logging.Logger LOG = org.jboss.logging.Logger.getLogger(ProjectionCatchUp.class);
    private static final long POLL_MILLIS = 5;

    @Inject
    AxonRuntime axon;
    @Inject
    DataSource dataSource;
    private volatile StoredPositions stored;

    /**
     * Waits until every streaming processor has reached the aggregate's last event.
     *
     * @return the global index of that event (-1 when the aggregate has none)
     */
    public long awaitAggregate(String aggregateId, Duration timeout) {
        long target = positionOf(aggregateId);
        awaitPosition(target, timeout);
        return target;
    }

    /** @return the global index of the aggregate's last event (-1 when it has none) */
    public long positionOf(String aggregateId) {
        return lastGlobalIndex(aggregateId);
    }

    /** @return true when every streaming processor reached {@code position} within the timeout */
    public boolean awaitPosition(long position, Duration timeout) {
        return position < 0 || await(position, name -> true, timeout);
    }

    /** @return true when every streaming processor reached the last event in the store within the timeout */
    public boolean awaitHead(Duration timeout) {
        return awaitPosition(lastGlobalIndex(null), timeout);
    }

    /** Waits until the named processor has processed the event at {@code position}. */
    public boolean awaitProcessor(String processorName, long position, Duration timeout) {
        return await(position, processorName::equals, timeout, () -> false);
    }

    /** As {@link #awaitProcessor(String, long, Duration)}, giving up early once {@code cancelled} says so. */
    public boolean awaitProcessor(String processorName, long position, Duration timeout, BooleanSupplier cancelled) {
        return await(position, processorName::equals, timeout, cancelled);
    }

    /**
     * Waits until the segment of a segmented processor that handles the events of {@code sequence}
     * (e.g. a host) has processed {@code position}, on this instance or as committed by another:
     * its other segments, busy or idle, do not hold the caller up.
     */
    public boolean awaitSequence(String processorName, Object sequence, long position, Duration timeout) {
        int hash = Objects.hashCode(sequence);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (positionOfSequence(processorName, hash) < position) {
            if (System.nanoTime() > deadline) {
                LOG.infof("Read-your-writes gave up after %d ms waiting for event %d in the segment of %s: %s", timeout.toMillis(),
                        position, sequence, behind(position, processorName::equals));
                return false;
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** Where the segment handling this sequence hash stands: here if this instance holds it, else as committed (-1 if unknown). */
    private long positionOfSequence(String processorName, int hash) {
        var p = axon.configuration().eventProcessingConfiguration().eventProcessor(processorName);
        if (p.isEmpty() || !(p.get() instanceof StreamingEventProcessor streaming)) return -1;
        for (EventTrackerStatus status : streaming.processingStatus().values())
            if (status.getSegment().matches(hash)) return status.getCurrentPosition().orElse(-1);
        Map<Integer, Long> stored = storedPositions().of(processorName);
        int[] ids = stored.keySet().stream().mapToInt(Integer::intValue).toArray();
        for (int id : ids)
            if (Segment.computeSegment(id, ids).matches(hash)) return stored.get(id);
        return -1;
    }

    /** Waits until each of the named processors has processed the last event in the store. */
    public boolean awaitHead(Collection<String> processorNames, Duration timeout) {
        long head = lastGlobalIndex(null);
        return head < 0 || await(head, processorNames::contains, timeout, () -> false);
    }

    private boolean await(long target, Predicate<String> processors, Duration timeout) {
        return await(target, processors, timeout, () -> false);
    }

    private boolean await(long target, Predicate<String> processors, Duration timeout, BooleanSupplier cancelled) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!reached(target, processors)) {
            if (cancelled.getAsBoolean()) return false;
            if (System.nanoTime() > deadline) {
                LOG.infof("Read-your-writes gave up after %d ms waiting for event %d: %s", timeout.toMillis(), target,
                        behind(target, processors));
                return false;
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** For the log: each processor short of the target, with its local and committed positions. */
    private String behind(long target, Predicate<String> processors) {
        StringBuilder out = new StringBuilder();
        axon.configuration().eventProcessingConfiguration().eventProcessors().forEach((name, p) -> {
            if (!processors.test(name) || !(p instanceof StreamingEventProcessor streaming)) return;
            Map<Integer, EventTrackerStatus> local = streaming.processingStatus();
            Map<Integer, Long> localPositions = new java.util.TreeMap<>();
            local.forEach((segment, status) -> localPositions.put(segment, status.getCurrentPosition().orElse(-1)));
            out.append(name).append(" local ").append(localPositions).append(" committed ")
                    .append(storedPositions().of(name)).append("; ");
        });
        return out.toString();
    }

    private boolean reached(long target, Predicate<String> processors) {
        Map<String, EventProcessor> all = axon.configuration().eventProcessingConfiguration().eventProcessors();
        for (Map.Entry<String, EventProcessor> entry : all.entrySet()) {
            if (!processors.test(entry.getKey())) continue;
            if (!(entry.getValue() instanceof StreamingEventProcessor streaming)) continue;
            Map<Integer, EventTrackerStatus> local = streaming.processingStatus();
            double covered = 0;
            for (EventTrackerStatus segment : local.values()) {
                if (segment.getCurrentPosition().orElse(-1) < target) return false;
                covered += 1.0 / (segment.getSegment().getMask() + 1);
            }
            if (covered < 1 - 1e-9 && !storedReached(entry.getKey(), local, target)) return false;
        }
        return true;
    }

    /**
     * Segments another instance holds (or none claimed yet): their committed tokens. Read only when
     * this instance's segments do not cover the whole stream, so a single instance never asks.
     */
    private boolean storedReached(String processor, Map<Integer, EventTrackerStatus> local, long target) {
        Map<Integer, Long> stored = storedPositions().of(processor);
        if (stored.isEmpty()) return false;
        int[] ids = stored.keySet().stream().mapToInt(Integer::intValue).toArray();
        var segmented = axon.segmentedHandler(processor);
        for (Map.Entry<Integer, Long> segment : stored.entrySet()) {
            if (local.containsKey(segment.getKey()) || segment.getValue() >= target) continue;
            // An idle processor commits its token only now and then (at a claim extension, every
            // 1.5 s): behind is fine if it handles none of the events it has still to pass. For a
            // processor in segments, none of them in this segment: without that, a write on one of
            // two instances waited for every idle evaluation segment the other holds (1-3 s).
            boolean behind = segmented.isPresent()
                    ? handlesAnyInSegment(processor, segmented.get(), Segment.computeSegment(segment.getKey(), ids),
                            storedPositions().events(segment.getValue(), target))
                    : handlesAnyOf(processor, storedPositions().payloadTypes(segment.getValue(), target));
            if (behind) return false;
        }
        return true;
    }

    /** An event whose sequence its row does not tell counts as this segment's: the wait stays on the safe side. */
    private boolean handlesAnyInSegment(String processor, SegmentedHandler handler, Segment segment,
                                        java.util.Set<StoredPositions.StoredEvent> events) {
        for (StoredPositions.StoredEvent e : events) {
            if (!handlesAnyOf(processor, java.util.Set.of(e.payloadType()))) continue;
            Object sequence = handler.sequenceOfStored(e.aggregateType(), e.aggregateId());
            if (sequence == null || segment.matches(Objects.hashCode(sequence))) return true;
        }
        return false;
    }

    private boolean handlesAnyOf(String processor, java.util.Set<Class<?>> payloadTypes) {
        var p = axon.configuration().eventProcessingConfiguration().eventProcessor(processor);
        if (p.isEmpty() || !(p.get() instanceof org.axonframework.eventhandling.AbstractEventProcessor handler)) return true;
        for (Class<?> type : payloadTypes) if (handler.eventHandlerInvoker().canHandleType(type)) return true;
        return false;
    }

    private StoredPositions storedPositions() {
        StoredPositions positions = stored;
        if (positions == null) stored = positions = new StoredPositions(dataSource, StoreSerializer.create());
        return positions;
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
