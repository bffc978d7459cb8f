package dev.linkledger.advisor.support;

import dev.linkledger.advisor.app.EmbeddedDatabase;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Comparator;

/**
 * The embedded PostgreSQL exactly as the service starts it ({@link EmbeddedDatabase#start(Path)}:
 * durable), for the reliability tests that crash, kill and freeze it. Unlike
 * {@link EmbeddedPostgresResource} it never takes the fast settings.
 */
public class ServiceDatabaseResource extends EmbeddedPostgresResource {
    private static volatile EmbeddedDatabase database;

    public ServiceDatabaseResource() {
        super("service-pg", EmbeddedDatabase.Durability.DURABLE);
    }

    @Override
    protected void started(EmbeddedDatabase running) {
        database = running;
    }

    public static EmbeddedDatabase database() {
        return database;
    }

    public static Path pgdata() {
        return database.dataDirectory().resolve("pgdata");
    }

    /** A connection of its own, outside the service's pool. */
    public static Connection connect() throws SQLException {
        return DriverManager.getConnection(database.jdbcUrl(), database.username(), database.password());
    }

    /** Waits until the service's supervisor has started a new postmaster in place of {@code killed}. */
    public static long awaitRestartAfter(long killed) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            var postmaster = PostgresProcesses.postmaster(pgdata());
            if (postmaster.isPresent() && postmaster.get().pid() != killed) {
                try (Connection c = connect()) {
                    return postmaster.get().pid();
                } catch (SQLException notYet) {
                    // still recovering
                }
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new AssertionError("the embedded PostgreSQL was not restarted within 60 s of the kill");
    }
}
