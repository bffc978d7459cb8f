package dev.linkledger.inventory.axon;

import io.quarkus.hibernate.orm.panache.Panache;
import io.quarkus.narayana.jta.QuarkusTransaction;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;

import java.util.concurrent.Callable;

/** The projections' pending writes (their Hibernate session and the JDBC rows they hold, {@link PendingWrites}), as poison isolation needs them. */
final class ProjectionWrites {

    /** Writes what the handlers so far left pending, so a failure names the event that caused it. */
    void flush() {
        Panache.getEntityManager().flush();
        if (!CurrentUnitOfWork.isStarted()) return;
        for (Object resource : CurrentUnitOfWork.get().root().resources().values())
            if (resource instanceof PendingWrites pending) pending.flush();
    }

    /**
     * Runs one event's handling in a transaction of its own: a dead letter's retry runs inside
     * the queue's transaction, which must still record a new failure, and a failed flush marks
     * whatever transaction it ran in rollback-only. A retry that commits but whose eviction then
     * fails is offered again later; the projections' handlers overwrite rows, so that is harmless.
     */
    <T> T alone(Callable<T> handling) {
        return QuarkusTransaction.requiringNew().call(handling);
    }
}
