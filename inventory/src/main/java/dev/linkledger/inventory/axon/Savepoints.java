package dev.linkledger.inventory.axon;

import org.jboss.logging.Logger;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;

/**
 * Work that may fail without failing the transaction around it: a view written inline, an
 * evaluation. PostgreSQL aborts a whole transaction on an error unless a savepoint was set before
 * it, so the work runs after one and a fault rolls back to it: the events appended before commit
 * all the same. A fault of the database itself (unreachable, disk full: {@link DatabaseUnavailable})
 * is not the work's: it fails the transaction, and the client or the processor retries it.
 */
public final class Savepoints {
    private static final Logger LOG = Logger.getLogger(Savepoints.class);

    public interface Work {
        void run(Connection connection) throws SQLException;
    }

    private Savepoints() {
    }

    /** @return null when the work was done, else the fault it was rolled back for */
    public static Exception attempt(Connection c, Work work) throws SQLException {
        Savepoint savepoint = c.setSavepoint();
        try {
            work.run(c);
            c.releaseSavepoint(savepoint);
            return null;
        } catch (SQLException | RuntimeException e) {
            if (DatabaseUnavailable.isCauseOf(e)) throw e;
            try {
                c.rollback(savepoint);
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
                throw e;
            }
            LOG.debugf(e, "rolled back to a savepoint");
            return e;
        }
    }
}
