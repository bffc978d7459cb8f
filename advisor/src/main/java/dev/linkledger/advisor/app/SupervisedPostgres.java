package dev.linkledger.advisor.app;

import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * Keeps the embedded PostgreSQL running while the service runs: a thread waits for the
 * postmaster to end and, unless the service is stopping it, starts a new one (crash recovery
 * happens inside PostgreSQL, from the WAL). Failed restarts are retried with a growing pause,
 * one log line each, so a server that cannot start does not flood the log.
 */
final class SupervisedPostgres implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(SupervisedPostgres.class);
    private static final Duration FIRST_RETRY = Duration.ofMillis(500);
    private static final Duration LONGEST_RETRY = Duration.ofSeconds(30);

    private final Supplier<Postmaster> starter;
    private final Thread supervisor;
    private volatile Postmaster current;
    private volatile boolean closing;

    private SupervisedPostgres(Supplier<Postmaster> starter, Postmaster first) {
        this.starter = starter;
        this.current = first;
        this.supervisor = new Thread(this::supervise, "embedded-postgres-supervisor");
        supervisor.setDaemon(true);
        supervisor.start();
    }

    /** Starts the server with {@code starter} (which returns once it is ready) and supervises it. */
    static SupervisedPostgres start(Supplier<Postmaster> starter) {
        return new SupervisedPostgres(starter, starter.get());
    }

    private void supervise() {
        Duration pause = FIRST_RETRY;
        while (!closing) {
            try {
                int status = current.awaitExit();
                if (closing) return;
                LOG.warnf("The embedded PostgreSQL (or its watchdog) exited with status %d while the service runs; restarting it", status);
                while (!closing) {
                    try {
                        Postmaster next = starter.get();
                        synchronized (this) {
                            if (closing) {
                                next.stop(Duration.ofSeconds(30));
                                return;
                            }
                            current = next;
                        }
                        LOG.info("The embedded PostgreSQL is running again");
                        pause = FIRST_RETRY;
                        break;
                    } catch (RuntimeException e) {
                        LOG.errorf("The embedded PostgreSQL did not restart (%s); trying again in %d ms",
                                e.getMessage(), pause.toMillis());
                        Thread.sleep(pause.toMillis());
                        pause = pause.multipliedBy(2).compareTo(LONGEST_RETRY) > 0 ? LONGEST_RETRY : pause.multipliedBy(2);
                    }
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    boolean running() {
        return current.alive();
    }

    @Override
    public void close() {
        Postmaster last;
        synchronized (this) {
            closing = true;
            last = current;
        }
        supervisor.interrupt();
        last.stop(Duration.ofSeconds(30));
    }
}
