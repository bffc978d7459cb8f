package dev.linkledger.inventory.query;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The digest of the observation content each host holds ({@code host_state.content_digest}), kept in
 * memory so that an unchanged re-scan is answered without a database round trip (the round trip was
 * what held the re-scan rate: BENCHMARKS.md "Issue 19's figures profiled").
 *
 * <p>Valid on any number of instances on one PostgreSQL: every transaction that changes a host's
 * digest also sends {@code NOTIFY} on {@link #CHANNEL} with the host and its new digest
 * ({@link HostPositions}), which PostgreSQL delivers only if it commits, in commit order, to every
 * instance (this one included); the instance that commits also drops its copy before it answers
 * ({@link #writtenHere}). A copy is therefore as new as the last notification heard: between another
 * instance's commit and the arrival of its notification (the delivery over the listening connection,
 * milliseconds) a copy can be older than the table, and only then. While the listening connection is not established nothing is kept and every question
 * goes to the table: notifications missed while it was down cannot be told apart from none.
 *
 * <p>A copy read from the table is kept only if no notification arrived while it was being read
 * ({@link #heard}): otherwise a digest read before another instance's commit could be stored
 * after that commit's notification and outlive it.
 */
@Singleton
public class HeldContent {
    private static final Logger LOG = Logger.getLogger(HeldContent.class);
    /** Payload: the host, a tab, its digest (empty: no longer known). */
    public static final String CHANNEL = "linkledger_content";
    /** A host whose digest the table does not know (null is the map's "not kept"). */
    private static final String UNKNOWN = "";
    private static final int WAIT_MILLIS = 500;

    @Inject
    DataSource dataSource;

    private final Map<String, String> digests = new ConcurrentHashMap<>();
    /** Counts what could make a copy older than the table: notifications heard, the listener going or coming. */
    private long heard;
    private volatile boolean listening;
    private volatile boolean running = true;
    private Thread listener;

    @PostConstruct
    void start() {
        listener = new Thread(this::listen, "held-content-listener");
        listener.setDaemon(true);
        listener.start();
    }

    @PreDestroy
    void stop() {
        running = false;
        listener.interrupt();
    }

    /** The digest of the content the host holds, or null when not known. */
    public String digest(String host) throws SQLException {
        String kept = listening ? digests.get(host) : null;
        if (kept != null) return kept.isEmpty() ? null : kept;
        long before;
        synchronized (this) {
            before = heard;
        }
        String read;
        try (Connection c = dataSource.getConnection()) {
            read = HostPositions.contentDigest(c, host);
        }
        synchronized (this) {
            if (listening && heard == before) digests.put(host, read == null ? UNKNOWN : read);
        }
        return read;
    }

    /**
     * A write of the host committed here (after its commit, before its answer): the copy is dropped, so this
     * instance's next question reads the table and a write's answer is followed by questions that see it.
     * Dropped rather than set: a notification of a newer commit elsewhere may already have been heard.
     */
    public synchronized void writtenHere(String host) {
        heard++;
        digests.remove(host);
    }

    private synchronized void heard(String host, String digest) {
        heard++;
        digests.put(host, digest);
    }

    private synchronized void listening(boolean now) {
        heard++;
        digests.clear();
        listening = now;
    }

    private void listen() {
        while (running) {
            try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
                s.execute("LISTEN " + CHANNEL);
                PGConnection pg = c.unwrap(PGConnection.class);
                // Only from here on is every commit heard: what was kept before (nothing) starts now.
                listening(true);
                while (running) {
                    PGNotification[] notifications = pg.getNotifications(WAIT_MILLIS);
                    if (notifications == null) continue;
                    for (PGNotification n : notifications) {
                        String payload = n.getParameter();
                        int tab = payload.indexOf('\t');
                        if (tab > 0) heard(payload.substring(0, tab), payload.substring(tab + 1));
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (!running) return;
                // The database is away (restarting, frozen, full): answer from the table until listening again.
                LOG.debugf("not listening for content changes: %s", e.getMessage());
                pause();
            } finally {
                listening(false);
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(1_000);
        } catch (InterruptedException e) {
            running = false;
        }
    }
}
