package dev.linkledger.inventory.metrics;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The event store's head (highest global index), read at most once a second however many
 * meters ask during one scrape: the events appended and every processor's lag come from it.
 */
@ApplicationScoped
public class StoreHead {
    private static final long FRESH_NANOS = 1_000_000_000L;

    @Inject
    DataSource dataSource;

    private long readAt;
    private double head = Double.NaN;

    /** The highest global index, -1 for an empty store, NaN while the database cannot answer. */
    public synchronized double globalIndex() {
        long now = System.nanoTime();
        if (readAt != 0 && now - readAt < FRESH_NANOS) return head;
        readAt = now;
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT coalesce(max(global_index), -1) FROM domain_event_entry")) {
            r.next();
            head = r.getLong(1);
        } catch (SQLException e) {
            head = Double.NaN;
        }
        return head;
    }
}
