package dev.linkledger.inventory.axon;

import jakarta.inject.Singleton;

/**
 * Whether another service instance may be listening for this one's commits, so that
 * {@link InstanceWakeUps} sends a NOTIFY only then: a lone instance wakes its own processors
 * directly and has nobody to tell. Two sources: {@link SegmentShare} counts the live instances
 * every 2 s (their advisory locks), which also notices one that died; and an instance that starts
 * listening says so at once ({@link InstanceWakeUps}), so it is woken from its first second,
 * before the next count. Until the first count, and while the database cannot be counted, it
 * assumes there may be others: a NOTIFY too many costs little, a missed one a second.
 */
@Singleton
public class OtherInstances {
    /** How long a newcomer's own word keeps the NOTIFYs going: more than a count's interval. */
    static final long JOIN_GRACE_NANOS = 5_000_000_000L;

    private volatile boolean counted = true;
    private volatile long joinedAt = System.nanoTime() - JOIN_GRACE_NANOS;

    /** Whether another instance may be listening now. */
    public boolean present() {
        return counted || System.nanoTime() - joinedAt < JOIN_GRACE_NANOS;
    }

    /** The live instances as just counted, this one included; -1 when they could not be counted. */
    void counted(int live) {
        counted = live != 1;
    }

    /** Another instance has just started listening. */
    void joined() {
        joinedAt = System.nanoTime();
    }
}
