package dev.linkledger.inventory.axon;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Tells a failure that means "the database cannot take this now" (down, restarting, frozen, no
 * connection to be had from the pool, its disk or memory full, a deadlock it broke) from a fault in
 * the request or the code: the first is a 503 the client retries, and a processor retries it rather
 * than dead-letter the event as if it were poison; the second is a 500, or poison. Looks through the whole cause chain, since Axon, Hibernate
 * and Agroal each wrap the driver's exception in their own (Axon even as "already inserted").
 */
public final class DatabaseUnavailable {
    private DatabaseUnavailable() {
    }

    public static boolean isCauseOf(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable t = failure; t != null && seen.add(t); t = next(t)) {
            if (t instanceof ConnectException || t instanceof SocketTimeoutException
                    || t instanceof SQLTransientConnectionException) {
                return true;
            }
            if (t instanceof SQLException sql && unavailable(sql)) return true;
            // No connection to be had: Agroal's acquisition timeout (no SQL state) and Hibernate's wrapper of it.
            String message = t.getMessage();
            // A connect the pool gave up on mid-way (PgJDBC: "Interrupted while attempting to connect."), seen with a frozen database.
            // Agroal says "Sorry, acquisition timeout!" when every connection stayed taken for the whole acquisition timeout.
            if (message != null && (message.startsWith("Acquisition timeout") || message.startsWith("Sorry, acquisition timeout")
                    || message.startsWith("Unable to acquire JDBC Connection")
                    || message.startsWith("Interrupted while attempting to connect"))) {
                return true;
            }
        }
        return false;
    }

    private static Throwable next(Throwable t) {
        if (t.getCause() != null) return t.getCause();
        return t instanceof SQLException sql ? sql.getNextException() : null;
    }

    private static boolean unavailable(SQLException e) {
        String state = e.getSQLState();
        if (state != null) {
            // 08: connection exception; 57P01-57P03: admin/crash shutdown, cannot connect now (starting up);
            // 53: insufficient resources (53100 disk full, 53200 out of memory, 53300 too many connections);
            // 40001, 40P01: a serialization failure or a deadlock PostgreSQL broke (the same work succeeds again).
            return state.startsWith("08") || state.startsWith("57P") || state.startsWith("53")
                    || state.equals("40001") || state.equals("40P01");
        }
        return false;
    }
}
