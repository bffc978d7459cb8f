package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/** The token no longer opens anything. */
@Revision("1")
public record TokenRevokedEvent(String tokenId, String hostId) {
}
