package dev.linkledger.inventory.axon;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.deadletter.DeadLetter;
import org.axonframework.messaging.deadletter.Decisions;
import org.axonframework.messaging.deadletter.EnqueueDecision;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.jboss.logging.Logger;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the one event a projection cannot take and hands it to Axon's dead-letter queue, so the
 * processor moves on and other hosts' events keep flowing.
 *
 * <p>A projection writes a batch of events and flushes once, at commit; a row that does not fit
 * fails there, naming no event. So: a batch that rolls back puts its processing group in
 * <em>isolation</em>, and the processor's retry of that batch flushes after every event. The
 * event whose handling or flush fails is remembered as poison and the batch rolled back once more
 * (its transaction is spoiled); on the next retry the poison event is refused before it touches
 * anything, the dead-letter queue takes it with its original error, and the batch commits. Later
 * events of the same aggregate queue up behind it (Axon keeps each sequence in order) until an
 * admin retries them. The fast path — one flush per batch — is untouched while nothing fails.
 */
public final class PoisonIsolation {
    private static final Logger LOG = Logger.getLogger(PoisonIsolation.class);

    private final Set<String> isolating = ConcurrentHashMap.newKeySet();
    /**
     * (processing group, event id) -> what handling it threw, until a batch that dead-lettered it
     * commits. Keyed by group too: an event one processor cannot take (a link whose host row that
     * projection lacks) is still good for the others, which must not refuse it on its id alone.
     */
    private final Map<PoisonKey, Throwable> poison = new ConcurrentHashMap<>();

    private record PoisonKey(String group, String eventId) {
    }

    /** Whether the current unit of work is a processor's batch (not a dead letter's retry). */
    static boolean inBatch() {
        return CurrentUnitOfWork.isStarted() && CurrentUnitOfWork.get().root() instanceof BatchingUnitOfWork;
    }

    /** Called for every event a projection handles in a batch: watches the batch's outcome once. */
    void watch(String group) {
        UnitOfWork<?> batch = CurrentUnitOfWork.get().root();
        batch.getOrComputeResource(PoisonIsolation.class.getName() + ":" + group, key -> {
            batch.onRollback(u -> {
                if (isolating.add(group))
                    LOG.warnf("Projection %s failed on a batch; retrying it one event at a time to find the event it cannot take",
                            group);
            });
            batch.afterCommit(u -> isolating.remove(group));
            return Boolean.TRUE;
        });
    }

    boolean isolating(String group) {
        return isolating.contains(group);
    }

    /** The failure an earlier attempt of this batch had on this event, or null. */
    Throwable knownPoison(String group, String eventId) {
        return poison.get(new PoisonKey(group, eventId));
    }

    void poisoned(String eventId, String group, Throwable cause) {
        poison.put(new PoisonKey(group, eventId), cause);
        LOG.warnf("Projection %s cannot take event %s (%s); it goes to the dead-letter queue", group, eventId, rootMessage(cause));
    }

    /**
     * The dead-letter policy of every projection: a failure found while batching fails the batch
     * (so it is retried in isolation); a known poison event is dead-lettered with its own error;
     * a dead letter that fails again on retry stays queued with the new error.
     */
    EnqueueDecision<EventMessage<?>> decide(DeadLetter<? extends EventMessage<?>> letter, Throwable cause) {
        if (cause instanceof BatchNeedsIsolationException retry) throw retry;
        // Disk full, the database away: the event is not to blame. The batch fails and the processor retries it.
        if (cause instanceof DatabaseFaultException fault) throw fault;
        if (DatabaseUnavailable.isCauseOf(cause)) throw new DatabaseFaultException(cause);
        if (cause instanceof PoisonEventException known) {
            forgetAfterCommit(new PoisonKey(known.group, letter.message().getIdentifier()));
            return Decisions.enqueue(new ProjectionFailure(known.getCause()));
        }
        return Decisions.requeue(new ProjectionFailure(cause));
    }

    private void forgetAfterCommit(PoisonKey key) {
        if (!inBatch()) {
            poison.remove(key);
            return;
        }
        UnitOfWork<?> batch = CurrentUnitOfWork.get().root();
        List<PoisonKey> enqueued = batch.getOrComputeResource(PoisonIsolation.class.getName() + ":enqueued", k -> {
            List<PoisonKey> keys = new ArrayList<>();
            batch.afterCommit(u -> keys.forEach(poison::remove));
            return keys;
        });
        enqueued.add(key);
    }

    static String rootMessage(Throwable t) {
        Throwable root = rootOf(t);
        return root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName();
    }

    private static Throwable rootOf(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        return root;
    }

    /**
     * The error a dead letter keeps: the root cause's message, without the control characters a
     * database error may quote from the offending row (a NUL would fail the dead letter's own
     * insert), and bounded in length.
     */
    static final class ProjectionFailure extends RuntimeException {
        private static final int MAX_MESSAGE = 2000;

        ProjectionFailure(Throwable cause) {
            super(printable(describe(cause)));
        }

        private static String describe(Throwable cause) {
            return rootOf(cause).getClass().getSimpleName() + ": " + rootMessage(cause);
        }

        private static String printable(String message) {
            StringBuilder out = new StringBuilder(Math.min(message.length(), MAX_MESSAGE));
            for (int i = 0; i < message.length() && out.length() < MAX_MESSAGE; i++) {
                char c = message.charAt(i);
                if (c == '\n') out.append(' ');
                else if (Character.isISOControl(c)) out.append(String.format("\\u%04x", (int) c));
                else out.append(c);
            }
            return out.toString();
        }
    }

    /** Thrown while batching so the batch rolls back and is retried in isolation. */
    static final class BatchNeedsIsolationException extends RuntimeException {
        BatchNeedsIsolationException(Throwable cause) {
            super("retry the batch one event at a time: " + rootMessage(cause), cause);
        }
    }

    /** The database could not take the batch now (unreachable, disk full): retried as a whole, never dead-lettered. */
    static final class DatabaseFaultException extends RuntimeException {
        DatabaseFaultException(Throwable cause) {
            super("the database cannot take the batch now, retrying it: " + rootMessage(cause), cause);
        }
    }

    /** Thrown instead of handling an event an earlier attempt found poison to the group; carries that failure. */
    static final class PoisonEventException extends RuntimeException {
        private final String group;

        PoisonEventException(String group, Throwable cause) {
            super(rootMessage(cause), cause);
            this.group = group;
        }
    }
}
