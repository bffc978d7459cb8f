package dev.linkledger.inventory.axon;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.gateway.IntervalRetryScheduler;
import org.axonframework.commandhandling.gateway.RetryScheduler;
import org.axonframework.modelling.command.ConcurrencyException;

import java.util.List;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Retries a command that lost an optimistic-locking race (another writer appended to the same
 * aggregate first). Safe because every command handler decides again from the aggregate's fresh
 * state; anything else (a rejected command, a validation error) fails at once. After the last
 * retry the {@link ConcurrencyException} reaches the client as a 409.
 */
final class ConcurrentWriteRetry implements RetryScheduler {
    private final RetryScheduler interval;

    ConcurrentWriteRetry(ScheduledExecutorService executor) {
        this.interval = IntervalRetryScheduler.builder().retryExecutor(executor).retryInterval(20).maxRetryCount(5).build();
    }

    @Override
    public boolean scheduleRetry(CommandMessage commandMessage, RuntimeException lastFailure,
                                 List<Class<? extends Throwable>[]> failures, Runnable commandDispatch) {
        for (Throwable t = lastFailure; t != null; t = t.getCause())
            if (t instanceof ConcurrencyException)
                return interval.scheduleRetry(commandMessage, lastFailure, failures, commandDispatch);
        return false;
    }
}
