package dev.linkledger.advisor.support;

import dev.linkledger.advisor.app.EmbeddedDatabase;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;

/**
 * The embedded PostgreSQL exactly as the service starts it ({@link EmbeddedDatabase#start(Path)}:
 * durable), for the reliability tests that crash, kill and freeze it. Unlike
 * {@link EmbeddedPostgresResource} it never takes the fast settings.
 */
public class ServiceDatabaseResource implements QuarkusTestResourceLifecycleManager {
    private static volatile EmbeddedDatabase database;

    @Override
    public Map<String, String> start() {
        try {
            Path dir = Files.createDirectories(Path.of("target")).resolve("service-pg");
            deleteRecursively(dir);
            database = EmbeddedDatabase.start(dir.toAbsolutePath());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.of(
                "quarkus.datasource.jdbc.url", database.jdbcUrl(),
                "quarkus.datasource.username", database.username(),
                "quarkus.datasource.password", database.password());
    }

    @Override
    public void stop() {
        if (database != null) database.close();
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

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
