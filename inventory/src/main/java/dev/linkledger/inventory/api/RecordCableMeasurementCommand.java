package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Record what a link proved about the cable; a second verdict on the same link event is ignored. */
public record RecordCableMeasurementCommand(@TargetAggregateIdentifier String cableId, CableVerdict verdict,
                                            int mbps, LinkEvidence evidence) {
}
