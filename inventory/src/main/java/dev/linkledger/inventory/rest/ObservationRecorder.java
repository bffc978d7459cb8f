package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.probe.observation.Observation;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Instant;
import java.util.UUID;

/** Sends an observation to its Host aggregate, filling what a client may leave out. */
@ApplicationScoped
public class ObservationRecorder {
    @Inject
    AxonRuntime axon;

    public HostResource.RecordingResult record(String hostId, Observation observation) {
        Observation complete = new Observation(
                observation.observationId() != null ? observation.observationId() : UUID.randomUUID().toString(),
                observation.hostId() != null ? observation.hostId() : hostId,
                observation.observedAt() != null ? observation.observedAt() : Instant.now(),
                observation.source(), observation.buses(), observation.controllers(), observation.ports(),
                observation.devices(), observation.notes());
        ObservationOutcome outcome = axon.commandGateway().sendAndWait(new RecordObservationCommand(hostId, complete));
        return HostResource.RecordingResult.of(hostId, complete, outcome);
    }
}
