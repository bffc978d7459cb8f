package dev.linkledger.inventory.command;

import org.axonframework.modelling.command.ConcurrencyException;

/**
 * A cached aggregate is older than the store: another service instance appended to it. Thrown
 * before the handler decides anything; the unit of work's rollback drops the copy from the cache,
 * and being a {@link ConcurrencyException} the command is retried (ConcurrentWriteRetry) on the
 * aggregate sourced afresh, as a lost append race would be.
 */
final class StaleCopyException extends ConcurrencyException {
    StaleCopyException(String aggregateId, Long cachedVersion, long storedThrough) {
        super("the copy of " + aggregateId + " at sequence " + cachedVersion + " is older than the store's "
                + storedThrough + "; reloading");
    }
}
