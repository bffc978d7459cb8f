package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.Measurement;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Record one throughput measurement a probe made on a host; its id is the client's. */
public record RecordMeasurementCommand(@TargetAggregateIdentifier String measurementId, String hostId,
                                       Measurement measurement) {
}
