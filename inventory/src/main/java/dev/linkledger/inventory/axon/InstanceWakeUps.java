package dev.linkledger.inventory.axon;

import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Wakes the processors of every service instance on one PostgreSQL when any of them has committed
 * events, through PostgreSQL's LISTEN/NOTIFY. {@link CommitNotifyingSource} wakes the processors of
 * the instance that appended; the others learned of the events only at their once-a-second safety
 * net, so a write through one instance whose host's evaluation segment another instance holds
 * waited for two such rounds (1.0–3.0 s, advisor/bench/two-instances.sh, BENCHMARKS.md "Two
 * instances"). A notification carries nothing: a woken processor reads the store as it always does,
 * so a lost one costs what it cost before, the safety net.
 *
 * <p>A lone instance sends none ({@link OtherInstances}): every committing write used to send one
 * to nobody. An instance that starts listening says so on a second channel, and the others start
 * notifying at once instead of at their next count of the live instances.
 */
public final class InstanceWakeUps implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(InstanceWakeUps.class);
    public static final String CHANNEL = "linkledger_events";
    /** An instance has started listening on {@link #CHANNEL}. */
    public static final String JOINS = "linkledger_listeners";
    private static final int WAIT_MILLIS = 500;

    private final DataSource dataSource;
    private final Runnable wake;
    private final OtherInstances others;
    private final Thread listener;
    private volatile boolean running = true;

    InstanceWakeUps(DataSource dataSource, Runnable wake, OtherInstances others) {
        this.dataSource = dataSource;
        this.wake = wake;
        this.others = others;
        this.listener = new Thread(this::listen, "instance-wake-ups");
        listener.setDaemon(true);
        listener.start();
    }

    /** After a commit that appended events: tell the other instances (this one hears it too; a second wake is harmless). */
    void announce() {
        if (!others.present()) return;
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("NOTIFY " + CHANNEL);
        } catch (SQLException e) {
            // The other instances fall back on their safety net.
            LOG.debugf("no wake-up sent: %s", e.getMessage());
        }
    }

    private void listen() {
        while (running) {
            try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
                s.execute("LISTEN " + CHANNEL);
                s.execute("LISTEN " + JOINS);
                PGConnection pg = c.unwrap(PGConnection.class);
                int self = pg.getBackendPID();
                s.execute("NOTIFY " + JOINS);
                while (running) {
                    PGNotification[] heard = pg.getNotifications(WAIT_MILLIS);
                    if (heard == null) continue;
                    boolean commits = false;
                    for (PGNotification n : heard) {
                        if (CHANNEL.equals(n.getName())) commits = true;
                        else if (n.getPID() != self) others.joined();
                    }
                    if (commits) wake.run();
                }
            } catch (SQLException | RuntimeException e) {
                if (!running) return;
                // The database is away (restarting, frozen): listen again after a pause.
                LOG.debugf("not listening for other instances' commits: %s", e.getMessage());
                try {
                    Thread.sleep(1_000);
                } catch (InterruptedException interrupted) {
                    return;
                }
            }
        }
    }

    @Override
    public void close() {
        running = false;
        listener.interrupt();
    }
}
