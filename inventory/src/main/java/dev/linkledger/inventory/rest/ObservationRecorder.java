package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.api.HostId;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.ProjectionCatchUp;
import dev.linkledger.inventory.axon.ReadModelBarrier;
import jakarta.enterprise.inject.Instance;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.inventory.axon.EventSources;
import jakarta.enterprise.context.ApplicationScoped;
import org.axonframework.commandhandling.GenericCommandMessage;
import dev.linkledger.inventory.metrics.LedgerMetrics;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/** Sends an observation to its Host aggregate, filling what a client may leave out. */
@ApplicationScoped
public class ObservationRecorder {
    /** How long a write waits for the projections before answering anyway. */
    private static final Duration READ_YOUR_WRITES = Duration.ofSeconds(5);

    /**
     * How far behind the projections may fall before an answer waits for them
     * ({@code LINKLEDGER_INGEST_STALENESS_BOUND}; 0 turns the backpressure off).
     */
    @ConfigProperty(name = "linkledger.ingest.staleness-bound", defaultValue = "250ms")
    Duration stalenessBound;

    /**
     * How far ahead of the server's clock an observation may be dated
     * ({@code LINKLEDGER_INGEST_MAX_CLOCK_SKEW}): one dated years ahead would make every later
     * observation of its host look older than it, for good.
     */
    @ConfigProperty(name = "linkledger.ingest.max-clock-skew", defaultValue = "5m")
    Duration maxClockSkew;

    /** Per host, (position, commit time) of events answered without waiting for the projections. */
    private final Map<String, Deque<long[]>> unprojected = new ConcurrentHashMap<>();

    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;
    @Inject
    Instance<ReadModelBarrier> barriers;
    @Inject
    LedgerMetrics metrics;

    /**
     * The host's newest stored event sequence, so a cached Host older than the store (another
     * instance appended to it) reloads before it decides. A malformed host id is the command's to
     * refuse, with its own message; it is not looked up.
     */
    private Long storedThrough(String hostId) {
        if (HostId.problem(hostId) != null) return null;
        return axon.eventStore().lastSequenceNumberFor(hostId).orElse(null);
    }

    /**
     * @param readYourWrites wait (bounded) until the projections and downstream read models show
     *                       the events before returning; a probe that only needs the events
     *                       committed passes false and gets its answer as soon as they are
     */
    public HostResource.RecordingResult record(String hostId, Observation observation, String source, boolean readYourWrites) {
        Observation complete = observation.withHeader(
                observation.observationId() != null ? observation.observationId() : UUID.randomUUID().toString(),
                observation.hostId() != null ? observation.hostId() : hostId,
                observation.observedAt() != null ? observation.observedAt() : Instant.now());
        refuseFuture(complete.observedAt());
        ObservationOutcome outcome = axon.commandGateway().sendAndWait(
                GenericCommandMessage.asCommandMessage(new RecordObservationCommand(hostId, complete, storedThrough(hostId)))
                        .andMetaData(EventSources.of(source)));
        metrics.observationRecorded(outcome);
        if (outcome.appendedEvents() > 0) {
            if (readYourWrites) {
                long position = catchUp.awaitAggregate(hostId, READ_YOUR_WRITES);
                for (ReadModelBarrier barrier : barriers) barrier.await(hostId, position, READ_YOUR_WRITES);
                unprojected.remove(hostId);
            } else {
                boundStaleness(hostId);
            }
        }
        return HostResource.RecordingResult.of(hostId, complete, outcome);
    }

    private void refuseFuture(Instant observedAt) {
        Instant now = Instant.now();
        if (observedAt.isAfter(now.plus(maxClockSkew)))
            throw new InvalidObservationException("observedAt", "is dated " + observedAt + ", more than " + maxClockSkew.toMinutes()
                    + " min ahead of the server's clock (server time " + now.truncatedTo(ChronoUnit.SECONDS)
                    + "); check the probe host's clock");
    }

    /**
     * Backpressure for writers that do not wait for the read models: an answer waits until the
     * projections have caught up with whatever this host had committed more than
     * {@link #stalenessBound} ago. Within that bound writes overlap with projecting; a probe posting
     * faster than the projections can follow is slowed to their pace, so the read models stay
     * about that far behind instead of falling further back without limit.
     */
    private void boundStaleness(String hostId) {
        if (stalenessBound.isZero()) return;
        long now = System.nanoTime();
        Deque<long[]> pending = unprojected.computeIfAbsent(hostId, h -> new ArrayDeque<>());
        long target = -1;
        synchronized (pending) {
            pending.addLast(new long[]{catchUp.positionOf(hostId), now});
            while (!pending.isEmpty() && now - pending.peekFirst()[1] > stalenessBound.toNanos())
                target = pending.pollFirst()[0];
        }
        catchUp.awaitPosition(target, READ_YOUR_WRITES);
    }
}
