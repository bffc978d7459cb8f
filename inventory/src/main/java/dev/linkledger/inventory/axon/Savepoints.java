package dev.linkledger.inventory.axon;

import org.jboss.logging.Logger;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Work that may fail without failing the transaction around it: a view written inline, an
 * evaluation. PostgreSQL aborts a whole transaction on an error unless a savepoint was set before
 * it, so the work runs after one and a fault rolls back to it: the events appended before commit
 * all the same. A fault of the database itself (unreachable, disk full: {@link DatabaseUnavailable})
 * is not the work's: it fails the transaction, and the client or the processor retries it.
 */
public final class Savepoints {
    private static final Logger LOG = Logger.getLogger(Savepoints.class);
    private static final String NAME = "linkledger_work";

    public interface Work {
        void run(Connection connection) throws SQLException;
    }

    private Savepoints() {
    }

    /** @return null when the work was done, else the fault it was rolled back for */
    public static Exception attempt(Connection c, Work work) throws SQLException {
        try {
            within(c, work);
            return null;
        } catch (SQLException | RuntimeException e) {
            if (DatabaseUnavailable.isCauseOf(e)) throw e;
            LOG.debugf(e, "rolled back to a savepoint");
            return e;
        }
    }

    /**
     * Runs the work after a savepoint and rolls back to it when the work fails, then rethrows. In SQL:
     * the pool (Agroal) refuses {@code Connection.rollback(Savepoint)} on a connection enlisted in a JTA
     * transaction ("Attempting to rollback while enlisted"), which is every connection here.
     */
    public static void within(Connection c, Work work) throws SQLException {
        execute(c, "SAVEPOINT " + NAME);
        try {
            work.run(c);
            execute(c, "RELEASE SAVEPOINT " + NAME);
        } catch (SQLException | RuntimeException e) {
            try {
                execute(c, "ROLLBACK TO SAVEPOINT " + NAME);
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
            }
            throw e;
        }
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
