package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.axon.InstanceWakeUps;
import dev.linkledger.inventory.axon.SegmentShare;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.observe;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A lone instance sends no NOTIFY after its writes; another instance is woken by the first write
 * after it starts listening (it says so on the joins channel), and for as long as it holds its
 * slot among the live instances. This test plays the other instance with its own connections.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class WakeUpGateTest {
    /** A slot no instance of this test run takes: slots are taken from 0 upwards. */
    private static final int SLOT = 63;
    /** More than SegmentShare's interval between counts (2 s) and a count's own time. */
    private static final long COUNT_MILLIS = 3_000;
    private static final long HEAR_MILLIS = 1_500;

    @Inject
    DataSource dataSource;
    private int writes;

    @Test
    void notifiesOnlyWhileAnotherInstanceListens() throws Exception {
        try (Connection listener = dataSource.getConnection(); Connection other = dataSource.getConnection();
             Statement listen = listener.createStatement(); Statement s = other.createStatement()) {
            listen.execute("LISTEN " + InstanceWakeUps.CHANNEL);
            PGConnection pg = listener.unwrap(PGConnection.class);
            Thread.sleep(COUNT_MILLIS);
            drain(pg);

            assertThat(heardAfterAWrite(pg)).as("alone: no NOTIFY").isFalse();

            // Another instance starts listening: the very next write wakes it, before any count.
            s.execute("NOTIFY " + InstanceWakeUps.JOINS);
            Thread.sleep(300);
            assertThat(heardAfterAWrite(pg)).as("right after another instance said it listens").isTrue();

            // It holds a slot: after the newcomer's grace has passed, the count keeps the NOTIFYs going.
            assertThat(lock(s, "pg_try_advisory_lock")).isTrue();
            Thread.sleep(2 * COUNT_MILLIS);
            drain(pg);
            assertThat(heardAfterAWrite(pg)).as("two live instances").isTrue();

            // It is gone (its session's lock with it): alone again after the next count.
            assertThat(lock(s, "pg_advisory_unlock")).isTrue();
            Thread.sleep(COUNT_MILLIS);
            drain(pg);
            assertThat(heardAfterAWrite(pg)).as("alone again").isFalse();
        }
    }

    /** Records an observation of a new host (events appended, committed) and listens for a while. */
    private boolean heardAfterAWrite(PGConnection pg) throws SQLException {
        String host = "wake-gate-" + (++writes);
        observe(host, desktop(host, "w-" + writes, Instant.parse("2026-12-02T10:00:00Z"), null));
        PGNotification[] heard = pg.getNotifications((int) HEAR_MILLIS);
        return heard != null && heard.length > 0;
    }

    private static void drain(PGConnection pg) throws SQLException {
        pg.getNotifications();
    }

    private static boolean lock(Statement s, String function) throws SQLException {
        try (ResultSet r = s.executeQuery("SELECT " + function + "(" + SegmentShare.LOCK_CLASS + ", " + SLOT + ")")) {
            r.next();
            return r.getBoolean(1);
        }
    }
}
