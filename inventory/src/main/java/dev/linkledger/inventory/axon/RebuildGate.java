package dev.linkledger.inventory.axon;

import jakarta.inject.Singleton;

import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * Keeps readers that act on what the projections say (the advisor records findings from them) out
 * of a projection rebuild: while tables are emptied and refilled, a host looks as if it had lost
 * its devices, and an evaluation then would resolve its findings for nothing. A rebuild waits for
 * running readers to finish; readers wait for the rebuild to catch up.
 */
@Singleton
public class RebuildGate {
    private final ReadWriteLock lock = new ReentrantReadWriteLock(true);

    /** Runs {@code action} on complete projections, never during a rebuild. */
    public <T> T onCompleteProjections(Supplier<T> action) {
        lock.readLock().lock();
        try {
            return action.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Runs the rebuild itself, once no reader is running, and keeps readers out until it returns. */
    <T> T rebuilding(Supplier<T> rebuild) {
        lock.writeLock().lock();
        try {
            return rebuild.get();
        } finally {
            lock.writeLock().unlock();
        }
    }
}
