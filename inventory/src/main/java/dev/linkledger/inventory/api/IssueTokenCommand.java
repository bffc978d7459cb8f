package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Issue a probe token bound to one host; only the secret's SHA-256 (hex) reaches the ledger. */
public record IssueTokenCommand(@TargetAggregateIdentifier String tokenId, String hostId, String secretSha256) {
}
