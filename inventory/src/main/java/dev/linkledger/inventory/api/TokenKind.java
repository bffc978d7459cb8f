package dev.linkledger.inventory.api;

/** What a token may do: a probe writes one host's observations and reads; a reader only reads. */
public enum TokenKind {
    PROBE,
    READER
}
