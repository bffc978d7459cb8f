package dev.linkledger.advisor.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * One run of the PostgreSQL server as a child of this JVM that cannot outlive it.
 *
 * <p>The postmaster runs under a small {@code /bin/sh} watchdog whose standard input is a pipe
 * the JVM holds open. When the JVM ends in any way — Ctrl-C, SIGTERM, an OutOfMemoryError,
 * kill -9 — the kernel closes that pipe, the watchdog reads end-of-file and sends the postmaster
 * SIGINT (PostgreSQL's fast shutdown). A stop from the JVM is the same thing: it closes the pipe.
 * Why a pipe: it is the one signal of "the parent is gone" that needs no help from the dying
 * process (a shutdown hook never runs after kill -9) and no native code (prctl's parent-death
 * signal follows the forking thread, not the process). The watchdog exits with the postmaster's
 * status, so the JVM learns of a postmaster that died from its child ending.
 */
final class Postmaster {
    private static final String WATCHDOG = """
            exec 3<&0 </dev/null
            "$@" 3<&- &
            postmaster=$!
            { read -r _ <&3; kill -INT "$postmaster" 2>/dev/null; } &
            watcher=$!
            exec 3<&-
            wait "$postmaster"
            status=$?
            kill "$watcher" 2>/dev/null
            exit "$status"
            """;

    private final Process watchdog;
    private final Path log;

    private Postmaster(Process watchdog, Path log) {
        this.watchdog = watchdog;
        this.log = log;
    }

    /** Starts {@code command} (a postgres command line) under the watchdog, output appended to {@code log}. */
    static Postmaster launch(List<String> command, Path log) {
        List<String> line = new ArrayList<>(List.of("/bin/sh", "-c", WATCHDOG, "linkledger-postgres-watchdog"));
        line.addAll(command);
        try {
            Process process = new ProcessBuilder(line)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start(); // standard input stays a pipe: the JVM's end is the lifeline
            return new Postmaster(process, log);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start PostgreSQL (" + line + ")", e);
        }
    }

    /** Waits until the server answers {@code SELECT 1} as {@code user}, or fails naming why. */
    Postmaster awaitReady(String jdbcUrl, String user, String password, Duration timeout) {
        try {
            return waitUntilReady(jdbcUrl, user, password, timeout);
        } catch (RuntimeException e) {
            stop(Duration.ofSeconds(10));
            throw e;
        }
    }

    private Postmaster waitUntilReady(String jdbcUrl, String user, String password, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            if (!watchdog.isAlive()) {
                throw new IllegalStateException("PostgreSQL exited with status " + watchdog.exitValue()
                        + " while starting; its log " + log + " ends with:\n" + tail(log, 15));
            }
            try (Connection c = DriverManager.getConnection(jdbcUrl, credentials(user, password)); Statement s = c.createStatement()) {
                s.execute("SELECT 1");
                return this;
            } catch (SQLException e) {
                last = e;
            }
            sleep(Duration.ofMillis(100));
        }
        throw new IllegalStateException("PostgreSQL did not accept connections within " + timeout.toSeconds() + " s ("
                + (last == null ? "no attempt" : last.getMessage()) + "); its log " + log + " ends with:\n" + tail(log, 15));
    }

    boolean alive() {
        return watchdog.isAlive();
    }

    /** Blocks until the postmaster has ended; its exit status. */
    int awaitExit() throws InterruptedException {
        return watchdog.waitFor();
    }

    /**
     * Fast shutdown through the lifeline; after {@code timeout} the immediate kind (SIGQUIT to
     * the postmaster: it exits at once and recovers from the WAL at the next start).
     */
    void stop(Duration timeout) {
        try {
            watchdog.getOutputStream().close();
            if (watchdog.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) return;
            watchdog.descendants().filter(p -> p.info().command().map(c -> c.endsWith("/postgres")).orElse(false))
                    .forEach(p -> signal(p, "QUIT"));
            if (!watchdog.waitFor(10, TimeUnit.SECONDS)) watchdog.descendants().forEach(ProcessHandle::destroyForcibly);
        } catch (IOException e) {
            // the pipe is already closed: the watchdog is stopping it
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void signal(ProcessHandle process, String signal) {
        try {
            new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
        } catch (IOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Properties credentials(String user, String password) {
        Properties p = new Properties();
        p.setProperty("user", user);
        p.setProperty("password", password);
        p.setProperty("connectTimeout", "1");
        p.setProperty("loginTimeout", "2");
        p.setProperty("socketTimeout", "2");
        return p;
    }

    static String tail(Path log, int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for PostgreSQL", e);
        }
    }
}
