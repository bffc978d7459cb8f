package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.api.HostId;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.inventory.axon.AxonRuntime;
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
import java.util.UUID;

/**
 * Sends an observation to its Host aggregate, filling what a client may leave out. The command's
 * unit of work appends the events, writes the host's views and records its advice in one
 * transaction (HostViews, the advisor's evaluation): when it returns, all of it is committed.
 */
@ApplicationScoped
public class ObservationRecorder {
    /**
     * How far ahead of the server's clock an observation may be dated
     * ({@code LINKLEDGER_INGEST_MAX_CLOCK_SKEW}): one dated years ahead would make every later
     * observation of its host look older than it, for good.
     */
    @ConfigProperty(name = "linkledger.ingest.max-clock-skew", defaultValue = "5m")
    Duration maxClockSkew;

    @Inject
    AxonRuntime axon;
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

    public HostResource.RecordingResult record(String hostId, Observation observation, String source) {
        Observation complete = observation.withHeader(
                observation.observationId() != null ? observation.observationId() : UUID.randomUUID().toString(),
                observation.hostId() != null ? observation.hostId() : hostId,
                observation.observedAt() != null ? observation.observedAt() : Instant.now());
        refuseFuture(complete.observedAt());
        ObservationOutcome outcome = axon.commandGateway().sendAndWait(
                GenericCommandMessage.asCommandMessage(new RecordObservationCommand(hostId, complete, storedThrough(hostId)))
                        .andMetaData(EventSources.of(source)));
        metrics.observationRecorded(outcome);
        return HostResource.RecordingResult.of(hostId, complete, outcome);
    }

    private void refuseFuture(Instant observedAt) {
        Instant now = Instant.now();
        if (observedAt.isAfter(now.plus(maxClockSkew)))
            throw new InvalidObservationException("observedAt", "is dated " + observedAt + ", more than " + maxClockSkew.toMinutes()
                    + " min ahead of the server's clock (server time " + now.truncatedTo(ChronoUnit.SECONDS)
                    + "); check the probe host's clock");
    }
}
