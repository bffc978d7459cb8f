package dev.linkledger.inventory.axon;

import java.time.Duration;

/**
 * A read model built further downstream than the projections (e.g. the advisor's findings),
 * which a write waits for, briefly, before answering.
 */
public interface ReadModelBarrier {
    /** Waits until the read model reflects the host's events up to {@code position}, or the timeout. */
    void await(String hostId, long position, Duration timeout);
}
