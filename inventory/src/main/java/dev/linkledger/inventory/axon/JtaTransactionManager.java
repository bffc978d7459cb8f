package dev.linkledger.inventory.axon;

import jakarta.transaction.Status;
import jakarta.transaction.SystemException;
import org.axonframework.common.transaction.Transaction;
import org.axonframework.common.transaction.TransactionManager;

/**
 * Lets Axon's units of work run inside the JTA transactions Quarkus (Narayana) manages, so the
 * event store, the token store and the Panache projections commit or roll back together.
 *
 * <p>Axon asks for a transaction at several nesting levels; only the outermost request begins
 * one, and only the one who began it commits. A nested rollback cannot undo the outer work
 * alone, so it marks the whole transaction rollback-only instead.
 */
public final class JtaTransactionManager implements TransactionManager {
    private final jakarta.transaction.TransactionManager jta;
    private final boolean nestedRollbackMarksOuter;
    /** Seconds an outermost transaction may run before Narayana rolls it back; 0 for the default (60 s). */
    private final int timeoutSeconds;

    public JtaTransactionManager(jakarta.transaction.TransactionManager jta) {
        this(jta, true, 0);
    }

    private JtaTransactionManager(jakarta.transaction.TransactionManager jta, boolean nestedRollbackMarksOuter, int timeoutSeconds) {
        this.jta = jta;
        this.nestedRollbackMarksOuter = nestedRollbackMarksOuter;
        this.timeoutSeconds = timeoutSeconds;
    }

    /**
     * For a processor whose batch does slow work inside its transaction (the advice evaluation runs
     * the rule base for each host of the batch, and waits for the read models first): the default
     * 60 s would roll a batch back on a machine under load, and poison isolation would then take a
     * slow host for a failing one.
     */
    static JtaTransactionManager withTimeout(jakarta.transaction.TransactionManager jta, java.time.Duration timeout) {
        return new JtaTransactionManager(jta, true, (int) timeout.toSeconds());
    }

    /**
     * For retrying dead letters: Axon runs each retry as a unit of work nested in the queue's own,
     * and a failed retry must still let the queue record the new failure. The retried event's writes
     * are written in a transaction of their own ({@link ProjectionWrites#alone}), so the nested
     * rollback leaves the surrounding transaction alone.
     */
    static JtaTransactionManager forDeadLetterRetries(jakarta.transaction.TransactionManager jta) {
        return new JtaTransactionManager(jta, false, 0);
    }

    @Override
    public Transaction startTransaction() {
        try {
            if (jta.getStatus() == Status.STATUS_NO_TRANSACTION) {
                if (timeoutSeconds > 0) jta.setTransactionTimeout(timeoutSeconds);
                try {
                    jta.begin();
                } finally {
                    // The timeout is the thread's setting: later transactions of this thread get the default again.
                    if (timeoutSeconds > 0) jta.setTransactionTimeout(0);
                }
                return new Owned();
            }
            return new Joined();
        } catch (Exception e) {
            throw new IllegalStateException("cannot start a JTA transaction", e);
        }
    }

    private final class Owned implements Transaction {
        @Override
        public void commit() {
            try {
                if (jta.getStatus() == Status.STATUS_MARKED_ROLLBACK) {
                    jta.rollback();
                    throw new IllegalStateException("transaction was marked rollback-only by a nested unit of work");
                }
                jta.commit();
            } catch (IllegalStateException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException("JTA commit failed", e);
            }
        }

        @Override
        public void rollback() {
            try {
                if (jta.getStatus() != Status.STATUS_NO_TRANSACTION) jta.rollback();
            } catch (SystemException e) {
                throw new IllegalStateException("JTA rollback failed", e);
            }
        }
    }

    private final class Joined implements Transaction {
        @Override
        public void commit() {
            // The owner of the surrounding transaction commits it.
        }

        @Override
        public void rollback() {
            if (!nestedRollbackMarksOuter) return;
            try {
                if (jta.getStatus() == Status.STATUS_ACTIVE) jta.setRollbackOnly();
            } catch (SystemException e) {
                throw new IllegalStateException("cannot mark JTA transaction rollback-only", e);
            }
        }
    }
}
