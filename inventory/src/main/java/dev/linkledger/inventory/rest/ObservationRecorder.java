package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.ProjectionCatchUp;
import dev.linkledger.inventory.axon.ReadModelBarrier;
import jakarta.enterprise.inject.Instance;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.inventory.axon.EventSources;
import jakarta.enterprise.context.ApplicationScoped;
import org.axonframework.commandhandling.GenericCommandMessage;
import jakarta.inject.Inject;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/** Sends an observation to its Host aggregate, filling what a client may leave out. */
@ApplicationScoped
public class ObservationRecorder {
    /** How long a write waits for the projections before answering anyway. */
    private static final Duration READ_YOUR_WRITES = Duration.ofSeconds(5);

    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;
    @Inject
    Instance<ReadModelBarrier> barriers;

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
        ObservationOutcome outcome = axon.commandGateway().sendAndWait(
                GenericCommandMessage.asCommandMessage(new RecordObservationCommand(hostId, complete))
                        .andMetaData(EventSources.of(source)));
        if (readYourWrites && outcome.appendedEvents() > 0) {
            long position = catchUp.awaitAggregate(hostId, READ_YOUR_WRITES);
            for (ReadModelBarrier barrier : barriers) barrier.await(hostId, position, READ_YOUR_WRITES);
        }
        return HostResource.RecordingResult.of(hostId, complete, outcome);
    }
}
