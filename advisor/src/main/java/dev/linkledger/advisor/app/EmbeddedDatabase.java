package dev.linkledger.advisor.app;

import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The PostgreSQL server the service runs itself, with a persistent data directory:
 * <ul>
 *   <li>durable: fsync, synchronous commit and full-page writes on;</li>
 *   <li>locked down: password (SCRAM-SHA-256) authentication only, the password generated into
 *       {@code postgres-password} (0600); TCP on 127.0.0.1 only; its socket in {@code socket/}
 *       (0700) inside the data directory (itself 0700);</li>
 *   <li>supervised: a child of the service that goes when the service goes, however it goes
 *       ({@link Postmaster}), restarted if it dies while the service runs
 *       ({@link SupervisedPostgres}); one left behind by an earlier run is stopped first
 *       ({@link StalePostmaster}).</li>
 * </ul>
 * The owner stops it only after Quarkus and Axon have stopped, or Axon would write into a dead
 * database during shutdown.
 */
public final class EmbeddedDatabase implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class);
    private static final String SUPERUSER = "postgres";
    /** A Unix socket path must fit sockaddr_un (108 bytes with its NUL). */
    private static final int LONGEST_SOCKET_PATH = 107;

    private final Path dataDirectory;
    private final int port;
    private final String password;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final SupervisedPostgres server;
    private boolean closed;

    /** How a commit reaches the disk. */
    public enum Durability {
        /** What the service runs: a commit is acknowledged only once its WAL is flushed to disk. */
        DURABLE(Map.of("fsync", "on", "synchronous_commit", "on", "full_page_writes", "on")),
        /** For test databases that are deleted afterwards and never crash-tested: much faster commits. */
        THROWAWAY(Map.of("fsync", "off", "synchronous_commit", "off", "full_page_writes", "off"));

        private final Map<String, String> settings;

        Durability(Map<String, String> settings) {
            this.settings = settings;
        }
    }

    private EmbeddedDatabase(Path dataDirectory, int port, String password, FileChannel lockChannel, FileLock lock,
                             SupervisedPostgres server) {
        this.dataDirectory = dataDirectory;
        this.port = port;
        this.password = password;
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.server = server;
    }

    /** Starts the durable server on a free port; an existing data directory is reused as it is. */
    public static EmbeddedDatabase start(Path dataDirectory) {
        return start(dataDirectory, Durability.DURABLE);
    }

    public static EmbeddedDatabase start(Path dataDirectory, Durability durability) {
        long t0 = System.nanoTime();
        Path dir = dataDirectory.toAbsolutePath();
        FileChannel lockChannel = null;
        try {
            ownerOnlyDirectory(dir);
            lockChannel = FileChannel.open(dir.resolve("embedded-postgres.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = tryLock(lockChannel, dir);
            Path pgdata = dir.resolve("pgdata");
            Path log = dir.resolve("postgres.log");
            Path binaries = PostgresBinaries.installed();
            StalePostmaster.stopIfRunning(pgdata);
            String password = ClusterSetup.prepare(binaries, dir, pgdata, log);
            int port = freePort();
            List<String> command = PostgresCommand.of(binaries, "postgres", serverArguments(dir, pgdata, port, durability));
            String url = jdbcUrl(port);
            SupervisedPostgres server = SupervisedPostgres.start(() -> {
                StalePostmaster.stopIfRunning(pgdata);
                return Postmaster.launch(command, log).awaitReady(url, SUPERUSER, password, Duration.ofSeconds(60));
            });
            LOG.infof("Embedded PostgreSQL ready on 127.0.0.1:%d in %d ms (data %s, log %s)",
                    port, (System.nanoTime() - t0) / 1_000_000, pgdata, log);
            return new EmbeddedDatabase(dir, port, password, lockChannel, lock, server);
        } catch (IOException e) {
            closeQuietly(lockChannel);
            throw new UncheckedIOException("cannot start embedded PostgreSQL in " + dir, e);
        } catch (RuntimeException e) {
            closeQuietly(lockChannel);
            throw e;
        }
    }

    private static List<String> serverArguments(Path dir, Path pgdata, int port, Durability durability) throws IOException {
        List<String> args = new ArrayList<>(List.of("-D", pgdata.toString(),
                "-c", "port=" + port,
                "-c", "listen_addresses=127.0.0.1",
                "-c", "unix_socket_directories=" + socketDirectory(dir, port),
                "-c", "unix_socket_permissions=0700",
                "-c", "password_encryption=scram-sha-256",
                "-c", "timezone=UTC",
                "-c", "max_connections=300"));
        durability.settings.forEach((k, v) -> args.addAll(List.of("-c", k + "=" + v)));
        return args;
    }

    /** {@code socket/} (0700) in the data directory, or none where that path is too long for a socket. */
    private static String socketDirectory(Path dir, int port) throws IOException {
        Path sockets = dir.resolve("socket");
        if ((sockets + "/.s.PGSQL." + port).length() > LONGEST_SOCKET_PATH) {
            LOG.infof("No Unix socket for the embedded PostgreSQL: %s is too long a path for one; TCP on 127.0.0.1 only", sockets);
            return "";
        }
        ownerOnlyDirectory(sockets);
        return sockets.toString();
    }

    private static void ownerOnlyDirectory(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
    }

    private static FileLock tryLock(FileChannel channel, Path dir) throws IOException {
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) return lock;
        } catch (OverlappingFileLockException sameJvm) {
            // held by this JVM
        }
        throw new IllegalStateException("another LinkLedger service is running on " + dir
                + "; stop it, or give this one its own LINKLEDGER_DATA_DIR");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static String jdbcUrl(int port) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
    }

    public String jdbcUrl() {
        return jdbcUrl(port);
    }

    public String username() {
        return SUPERUSER;
    }

    public String password() {
        return password;
    }

    public int port() {
        return port;
    }

    public Path dataDirectory() {
        return dataDirectory;
    }

    /** Whether the postmaster is up now (false for a moment after it died, until the restart). */
    public boolean running() {
        return server.running();
    }

    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        try {
            server.close();
        } finally {
            try {
                lock.release();
            } catch (IOException e) {
                LOG.debugf("releasing %s: %s", dataDirectory, e.getMessage());
            }
            closeQuietly(lockChannel);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel == null) return;
        try {
            channel.close();
        } catch (IOException ignored) {
            // nothing left to release
        }
    }
}
