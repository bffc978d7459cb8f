package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

public record RetireCableCommand(@TargetAggregateIdentifier String cableId, String reason) {
}
