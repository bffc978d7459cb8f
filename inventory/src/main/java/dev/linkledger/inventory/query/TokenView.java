package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.TokenKind;

import java.time.Instant;

/** A token as the API shows it after issue: never its secret nor the secret's hash. */
public record TokenView(String id, TokenKind kind, String hostId, Instant issuedAt, Instant revokedAt) {

    static TokenView of(TokenEntity t) {
        return new TokenView(t.tokenId, t.kind, t.hostId, t.issuedAt, t.revokedAt);
    }
}
