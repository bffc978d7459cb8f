package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.util.List;

/** A person names a connector ("rear I/O, top blue"); the labels replace the previous ones. */
public record LabelPortCommand(@TargetAggregateIdentifier String hostId, String portId, List<String> labels) {
}
