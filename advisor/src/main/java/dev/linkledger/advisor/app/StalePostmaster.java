package dev.linkledger.advisor.app;

import org.jboss.logging.Logger;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A postmaster left running on our data directory by a run that died before the watchdog
 * existed, or whose watchdog was killed too. Found as PostgreSQL itself finds it, by the pid on
 * the first line of {@code postmaster.pid}, and stopped before a new one starts, so the start
 * does not wait a minute for a lock it can never get. Only called while holding the data
 * directory's lock, so a live postmaster there belongs to nobody.
 */
final class StalePostmaster {
    private static final Logger LOG = Logger.getLogger(StalePostmaster.class);

    private StalePostmaster() {
    }

    static void stopIfRunning(Path pgdata) {
        Optional<ProcessHandle> stale = find(pgdata);
        if (stale.isEmpty()) return;
        ProcessHandle postmaster = stale.get();
        LOG.warnf("A PostgreSQL left running by an earlier run (pid %d, named in %s) still holds the data directory; stopping it",
                postmaster.pid(), pgdata.resolve("postmaster.pid"));
        // SIGINT is PostgreSQL's fast shutdown (roll back, checkpoint, exit); SIGQUIT its immediate
        // one (exit now, recover at the next start); SIGKILL if even that does not end it.
        if (signalAndWait(postmaster, "INT", Duration.ofSeconds(30))) return;
        if (signalAndWait(postmaster, "QUIT", Duration.ofSeconds(5))) return;
        postmaster.destroyForcibly();
        postmaster.onExit().orTimeout(5, TimeUnit.SECONDS).join();
    }

    /** The live process named by {@code postmaster.pid}, if it is a postgres. */
    static Optional<ProcessHandle> find(Path pgdata) {
        Path pidFile = pgdata.resolve("postmaster.pid");
        try {
            if (!Files.exists(pidFile)) return Optional.empty();
            List<String> lines = Files.readAllLines(pidFile);
            if (lines.isEmpty() || !lines.get(0).strip().matches("\\d+")) return Optional.empty();
            return ProcessHandle.of(Long.parseLong(lines.get(0).strip()))
                    .filter(ProcessHandle::isAlive)
                    // A pid reused by an unrelated process after a reboot is not ours to stop.
                    .filter(p -> p.info().command().map(c -> c.endsWith("/postgres")).orElse(false));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static boolean signalAndWait(ProcessHandle process, String signal, Duration wait) {
        try {
            new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
            process.onExit().get(wait.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (java.util.concurrent.TimeoutException e) {
            return false;
        } catch (IOException | java.util.concurrent.ExecutionException e) {
            return !process.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }
}
