package dev.linkledger.inventory.axon;

import org.axonframework.common.Registration;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.StreamableMessageSource;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The event store as pooled streaming processors read it, waking them when events are committed.
 *
 * <p>Axon 4.13's embedded event store offers no availability callback, so an idle pooled
 * streaming processor re-checks every 500 ms: every write that waits for its read models paid
 * that (measured: projection lag p50 ≈ 430 ms). This source wakes the processors right after the
 * unit of work that appended events has committed (never before: they would read nothing and
 * sleep), and once a second regardless, so a missed wake-up costs at most a second. The
 * processors of other instances on the same database are woken through {@link InstanceWakeUps}.
 */
final class CommitNotifyingSource implements StreamableMessageSource<TrackedEventMessage<?>>, AutoCloseable {
    private static final Duration SAFETY_NET = Duration.ofSeconds(1);

    private final EventStore store;
    private final Set<Runnable> callbacks = ConcurrentHashMap.newKeySet();
    private final Registration subscription;
    private final ScheduledFuture<?> safetyNet;

    /** Told after each commit that appended events, for the other service instances (InstanceWakeUps). */
    private volatile Runnable announce = () -> { };

    CommitNotifyingSource(EventStore store, ScheduledExecutorService scheduler) {
        this.store = store;
        this.subscription = store.subscribe(events -> {
            if (CurrentUnitOfWork.isStarted()) CurrentUnitOfWork.get().root().afterCommit(u -> committed());
            else committed();
        });
        this.safetyNet = scheduler.scheduleWithFixedDelay(this::wake, SAFETY_NET.toMillis(), SAFETY_NET.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    private void committed() {
        wake();
        announce.run();
    }

    void announceCommitsWith(Runnable announce) {
        this.announce = announce;
    }

    /** Lets every stream of this source look for new events now. */
    void wake() {
        callbacks.forEach(Runnable::run);
    }

    @Override
    public BlockingStream<TrackedEventMessage<?>> openStream(TrackingToken token) {
        return new Stream(store.openStream(token));
    }

    @Override
    public TrackingToken createTailToken() {
        return store.createTailToken();
    }

    @Override
    public TrackingToken createHeadToken() {
        return store.createHeadToken();
    }

    @Override
    public TrackingToken createTokenAt(Instant dateTime) {
        return store.createTokenAt(dateTime);
    }

    @Override
    public void close() {
        safetyNet.cancel(false);
        subscription.cancel();
        callbacks.clear();
    }

    private final class Stream implements BlockingStream<TrackedEventMessage<?>> {
        private final BlockingStream<TrackedEventMessage<?>> delegate;
        private volatile Runnable callback;

        Stream(BlockingStream<TrackedEventMessage<?>> delegate) {
            this.delegate = delegate;
        }

        @Override
        public Optional<TrackedEventMessage<?>> peek() {
            return delegate.peek();
        }

        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
            return delegate.hasNextAvailable(timeout, unit);
        }

        @Override
        public TrackedEventMessage<?> nextAvailable() throws InterruptedException {
            return delegate.nextAvailable();
        }

        @Override
        public void skipMessagesWithPayloadTypeOf(TrackedEventMessage<?> ignoredMessage) {
            delegate.skipMessagesWithPayloadTypeOf(ignoredMessage);
        }

        @Override
        public boolean setOnAvailableCallback(Runnable onAvailable) {
            Runnable previous = callback;
            if (previous != null) callbacks.remove(previous);
            callback = onAvailable;
            callbacks.add(onAvailable);
            return true;
        }

        @Override
        public void close() {
            Runnable current = callback;
            if (current != null) callbacks.remove(current);
            delegate.close();
        }
    }
}
