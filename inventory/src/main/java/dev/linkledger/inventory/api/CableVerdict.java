package dev.linkledger.inventory.api;

/** What one link through a cable proves about it. */
public enum CableVerdict {
    /** Both ends could do more, the link came up at this speed: the cable holds it back. */
    LIMITED_TO,
    /** The link came up at this speed: the cable carries at least that much. */
    CARRIES_AT_LEAST
}
