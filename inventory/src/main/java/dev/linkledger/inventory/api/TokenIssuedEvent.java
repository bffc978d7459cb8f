package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/** A probe token was issued for one host; the ledger keeps the hash of its secret, never the secret. */
@Revision("1")
public record TokenIssuedEvent(String tokenId, String hostId, String secretSha256) {
}
