package dev.linkledger.advisor.app;

import io.quarkus.runtime.configuration.ConfigurationException;
import io.smallrye.config.ConfigValidationException;
import org.flywaydb.core.api.FlywayException;

import java.io.PrintStream;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why the service could not start, said in one line an operator can act on. Configuration
 * problems exit with 78 (EX_CONFIG from sysexits.h; the systemd unit does not restart on it:
 * restarting cannot fix a setting); a database that cannot be reached yet exits with 1 (a restart
 * may find it up).
 */
public record StartupFailure(String message, int exitCode) {
    public static final int CONFIGURATION = 78;
    public static final int OTHER = 1;
    private static final String DATASOURCE = "QUARKUS_DATASOURCE_JDBC_URL";

    public static StartupFailure configuration(String message) {
        return new StartupFailure(message, CONFIGURATION);
    }

    /** A one-line description of a failure we know, empty for one that needs its stack trace. */
    public static Optional<StartupFailure> describe(Throwable failure) {
        List<Throwable> causes = causes(failure);
        for (Throwable t : causes) {
            if (t instanceof ConfigurationException || t instanceof ConfigValidationException)
                return Optional.of(configuration(t.getMessage().strip()));
            if (t instanceof SQLException sql && sql.getSQLState() != null) return Optional.of(database(sql));
        }
        // Only now Flyway's own refusals: its FlywaySqlException wraps the SQLException said above.
        for (Throwable t : causes) {
            if (t instanceof FlywayException) return Optional.of(new StartupFailure("the database schema: "
                    + t.getMessage().strip().replaceAll("\\s*\\R\\s*", " "), OTHER));
        }
        return Optional.empty();
    }

    private static List<Throwable> causes(Throwable failure) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        List<Throwable> causes = new ArrayList<>();
        for (Throwable t = failure; t != null && seen.put(t, true) == null; t = t.getCause()) causes.add(t);
        return causes;
    }

    private static StartupFailure database(SQLException e) {
        String state = e.getSQLState();
        String said = "PostgreSQL: " + firstLine(e.getMessage());
        if (state.startsWith("28")) return configuration(said
                + " - check QUARKUS_DATASOURCE_USERNAME and QUARKUS_DATASOURCE_PASSWORD");
        if (state.equals("3D000")) return configuration(said + " - create it (deploy/postgres/create-database.sql)"
                + " or correct the database name in " + DATASOURCE);
        if (state.startsWith("08")) return new StartupFailure(said + " - check " + DATASOURCE
                + " and that the server is running and reachable", OTHER);
        return new StartupFailure(said + " (SQLState " + state + ")", OTHER);
    }

    private static String firstLine(String message) {
        if (message == null) return "(no message)";
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).strip();
    }

    public void print(PrintStream err) {
        err.println("LinkLedger cannot start: " + message);
        err.flush();
    }
}
