package dev.linkledger.inventory.auth;

/** Who a request's Bearer token says is calling. */
public sealed interface Caller {
    record Admin() implements Caller {
    }

    /** A probe that may write for one host only. */
    record Probe(String tokenId, String hostId) implements Caller {
    }
}
