package dev.linkledger.advisor.support;

import dev.linkledger.advisor.app.EmbeddedDatabase;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A real PostgreSQL for the test run (no Docker here, so no Dev Services): the same embedded
 * server the service starts by default, in a fresh directory under target/, but without flushing
 * commits to disk ({@code Durability.THROWAWAY}): the suite's data is deleted afterwards, and the
 * tests that crash the database use the service's durable settings (reliability/ServiceDatabaseProfile).
 */
public class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {
    private final String directory;
    private final EmbeddedDatabase.Durability durability;
    private EmbeddedDatabase database;

    public EmbeddedPostgresResource() {
        this("test-pg", EmbeddedDatabase.Durability.THROWAWAY);
    }

    /** A server in {@code target/<directory>} with the given durability, for the resources built on this one. */
    protected EmbeddedPostgresResource(String directory, EmbeddedDatabase.Durability durability) {
        this.directory = directory;
        this.durability = durability;
    }

    @Override
    public Map<String, String> start() {
        try {
            Path dir = Files.createDirectories(Path.of("target")).resolve(directory);
            deleteRecursively(dir);
            database = EmbeddedDatabase.start(dir.toAbsolutePath(), durability);
            started(database);
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

    /** Called with the running server, before Quarkus starts on it. */
    protected void started(EmbeddedDatabase database) {
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
