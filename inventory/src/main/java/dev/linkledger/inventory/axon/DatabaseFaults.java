package dev.linkledger.inventory.axon;

import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes the database could not take (down, disk full: {@link DatabaseUnavailable}), for the
 * readiness check, which says why while they keep failing, and for the log, which says it once
 * every {@link #LOG_EVERY} with how many more failed, rather than once per request (150,000 lines
 * in two minutes of a full disk, issue 19; Hibernate's and Narayana's own line per failed statement
 * are turned down to ERROR in application.properties for the same reason).
 */
@ApplicationScoped
public class DatabaseFaults {
    private static final Logger LOG = Logger.getLogger(DatabaseFaults.class);
    static final Duration LOG_EVERY = Duration.ofSeconds(30);
    /** How long after the last failed write readiness says DOWN, unless a write succeeds first. */
    static final Duration REMEMBERED = Duration.ofSeconds(15);

    private volatile String reason;
    private volatile long failedAt;
    private long loggedAt;
    private final AtomicLong unlogged = new AtomicLong();

    /** A write failed: if for the database's sake, it is remembered and logged now and then. */
    public void failed(Throwable failure) {
        if (!DatabaseUnavailable.isCauseOf(failure)) return;
        String why = PoisonIsolation.rootMessage(failure);
        reason = why;
        long now = System.nanoTime();
        failedAt = now;
        synchronized (this) {
            if (loggedAt != 0 && now - loggedAt < LOG_EVERY.toNanos()) {
                unlogged.incrementAndGet();
                return;
            }
            loggedAt = now;
        }
        long more = unlogged.getAndSet(0);
        LOG.warnf("Writes answered 503, the database cannot take them: %s%s", why.length() > 300 ? why.substring(0, 300) + "..." : why,
                more > 0 ? " (" + more + " more since the last such line)" : "");
    }

    /**
     * Why writes fail now, while they do: a write failed within the last {@link #REMEMBERED}. A database
     * whose disk is full still takes some writes (those that fit in pages it has), so one that
     * succeeds does not clear it; the failures stopping does.
     */
    public Optional<String> failing() {
        String why = reason;
        if (why == null || System.nanoTime() - failedAt > REMEMBERED.toNanos()) return Optional.empty();
        return Optional.of(why);
    }
}
