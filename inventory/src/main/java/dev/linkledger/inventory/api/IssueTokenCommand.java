package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Issue a token: a probe token bound to one host, or a reader token bound to none. Only the
 * secret's SHA-256 (hex) reaches the ledger.
 */
public record IssueTokenCommand(@TargetAggregateIdentifier String tokenId, TokenKind kind, String hostId,
                                String secretSha256) {
}
