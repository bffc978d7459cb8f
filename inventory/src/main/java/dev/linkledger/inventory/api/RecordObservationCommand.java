package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.Observation;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Record one look at a host's USB topology. {@code observation.hostId()} may be null (the
 * command's host is taken) but must not name another host.
 *
 * @param storedThrough the host's newest event sequence in the store when the command was sent,
 *                      or null: a host answering from a copy older than that must reload first
 *                      (another instance appended behind its back, and an observation that changes
 *                      nothing against the old copy may change something against the store)
 */
public record RecordObservationCommand(@TargetAggregateIdentifier String hostId, Observation observation,
                                       Long storedThrough) {
    public RecordObservationCommand(String hostId, Observation observation) {
        this(hostId, observation, null);
    }
}
