package dev.linkledger.inventory.axon;

/**
 * Rows a projection holds to write at its batch's commit (JDBC batches), kept as a resource of the
 * batch's unit of work. Poison isolation writes them after each event, as it flushes the Hibernate
 * session, so a row that does not fit fails on the event that made it.
 */
public interface PendingWrites {
    void flush();
}
