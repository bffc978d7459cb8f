package dev.linkledger.inventory.query;

import dev.linkledger.inventory.command.HostWrite;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

import java.sql.Connection;

/**
 * Told, inside the write's transaction, that a host's views now show its events up to
 * {@code sequence}: the advisor evaluates the host there. Runs on the connection of that
 * transaction; what it does is committed with the events, or (a fault it rolls back to its own
 * savepoint) handed to a processor.
 */
public interface HostViewsListener {
    void viewsWritten(Connection connection, HostWrite write, DomainEventMessage<?> last);

    /**
     * Something the host's advice reads besides its own topology changed in this transaction (a
     * measurement of one of its devices, written inline): the advisor evaluates the host again.
     */
    default void inputsChanged(String hostId, EventMessage<?> trigger) {
    }

    /**
     * The catch-up processor rebuilt the host's views from its stored events, in its batch's
     * transaction, up to {@code sequence} (the host's views had fallen behind its events: a fault, a
     * write published around the aggregate): the advisor evaluates the host there, on the rows just
     * rebuilt. Nothing else evaluates a host whose views are behind, so a fault here fails the batch,
     * which the processor retries and dead-letters.
     */
    default void viewsRebuilt(String hostId, long sequence, DomainEventMessage<?> trigger) {
    }
}
