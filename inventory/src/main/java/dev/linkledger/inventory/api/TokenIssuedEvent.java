package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/**
 * A token was issued: a probe token for one host, or a reader token for none. The ledger keeps
 * the hash of its secret, never the secret. Events stored before readers existed have no kind:
 * they are probe tokens ({@link #kindOrProbe()}).
 */
@Revision("1")
public record TokenIssuedEvent(String tokenId, String hostId, String secretSha256, TokenKind kind) {

    public TokenKind kindOrProbe() {
        return kind == null ? TokenKind.PROBE : kind;
    }
}
