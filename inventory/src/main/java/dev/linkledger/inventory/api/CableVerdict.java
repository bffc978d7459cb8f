package dev.linkledger.inventory.api;

/**
 * What one link through a cable shows on its own. The cable's standing verdict comes from all its
 * tests together ({@link CableVerdictReachedEvent}), never from one of them.
 */
public enum CableVerdict {
    /**
     * The link came up below what both ends can do: the cable or the connector holds it back (which
     * one, other tests tell). Before verdicts were recomputed from all tests this blamed the cable.
     */
    LIMITED_TO,
    /** The link came up at this speed: the cable carries at least that much. */
    CARRIES_AT_LEAST
}
