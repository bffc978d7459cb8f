package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.Observation;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Record one look at a host's USB topology. {@code observation.hostId()} may be null (the
 * command's host is taken) but must not name another host.
 */
public record RecordObservationCommand(@TargetAggregateIdentifier String hostId, Observation observation) {
}
