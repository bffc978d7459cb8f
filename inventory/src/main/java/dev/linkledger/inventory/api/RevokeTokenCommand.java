package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

public record RevokeTokenCommand(@TargetAggregateIdentifier String tokenId) {
}
