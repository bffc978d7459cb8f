package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.util.List;

/** A link proved the connector itself holds the speed down; a repeat on the same link event is ignored. */
public record RecordPortCapabilityCommand(@TargetAggregateIdentifier String hostId, List<String> portIds,
                                          int limitMbps, String cableId, LinkEvidence evidence) {
}
