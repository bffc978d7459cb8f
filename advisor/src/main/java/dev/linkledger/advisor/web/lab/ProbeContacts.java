package dev.linkledger.advisor.web.lab;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * When each host's probe was last heard. A probe re-scans every few minutes and posts even when nothing
 * changed, which records no event; so the answer is kept here: in memory as it arrives (nothing waits
 * for the database on the way in), written to {@code probe_contact} every 30 s so that every instance
 * and a restart know it.
 */
@ApplicationScoped
public class ProbeContacts {
    private static final Logger LOG = Logger.getLogger(ProbeContacts.class);
    private static final long FLUSH_SECONDS = 30;

    private final Map<String, Instant> pending = new ConcurrentHashMap<>();
    private ScheduledExecutorService flusher;

    void start(@Observes StartupEvent event) {
        flusher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "probe-contacts");
            t.setDaemon(true);
            return t;
        });
        flusher.scheduleWithFixedDelay(this::flushQuietly, FLUSH_SECONDS, FLUSH_SECONDS, TimeUnit.SECONDS);
    }

    void stop(@Observes ShutdownEvent event) {
        if (flusher != null) flusher.shutdownNow();
        flushQuietly();
    }

    /** A probe of {@code hostId} was heard now. */
    public void heard(String hostId, Instant at) {
        pending.merge(hostId, at, (a, b) -> a.isAfter(b) ? a : b);
    }

    /** Every host's last contact: what is stored, and what arrived since. */
    public Map<String, Instant> lastHeard() {
        Map<String, Instant> all = new HashMap<>();
        // A lambda, not ProbeContactEntity::listAll: Panache adds the static methods to the entity class, and a
        // method reference would name PanacheEntityBase's.
        List<ProbeContactEntity> rows = QuarkusTransaction.joiningExisting().call(() -> ProbeContactEntity.<ProbeContactEntity>listAll());
        for (ProbeContactEntity row : rows) all.put(row.hostId, row.lastHeard);
        pending.forEach((host, at) -> all.merge(host, at, (a, b) -> a.isAfter(b) ? a : b));
        return all;
    }

    /** Writes what arrived since the last flush; what cannot be written now is kept for the next. */
    void flush() {
        if (pending.isEmpty()) return;
        Map<String, Instant> batch = new HashMap<>(pending);
        QuarkusTransaction.requiringNew().run(() -> batch.forEach((host, at) -> {
            ProbeContactEntity row = ProbeContactEntity.findById(host);
            if (row == null) {
                row = new ProbeContactEntity();
                row.hostId = host;
                row.lastHeard = at;
                row.persist();
            } else if (row.lastHeard == null || row.lastHeard.isBefore(at)) {
                row.lastHeard = at;
            }
        }));
        batch.forEach((host, at) -> pending.remove(host, at));
    }

    private void flushQuietly() {
        try {
            flush();
        } catch (RuntimeException e) {
            // The database may be down for a while: the contacts wait in memory for the next flush.
            LOG.debugf(e, "probe contacts not written yet (%d hosts wait)", pending.size());
        }
    }
}
