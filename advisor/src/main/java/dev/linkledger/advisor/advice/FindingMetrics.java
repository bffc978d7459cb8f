package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.RuleEngine;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.PreparedStatement;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code linkledger_findings_open{rule}}: the open findings per advising rule, from the finding
 * projection (one grouped query a second at most, however many rules a scrape reads), so the
 * number is what the API shows, across restarts and replays.
 */
@ApplicationScoped
public class FindingMetrics {
    private static final long FRESH_NANOS = 1_000_000_000L;

    @Inject
    MeterRegistry registry;
    @Inject
    RuleEngine rules;
    @Inject
    DataSource dataSource;

    private long readAt;
    private Map<String, Long> open = Map.of();

    void register(@Observes StartupEvent event) {
        for (String rule : rules.rules().keySet()) {
            Gauge.builder("linkledger.findings.open", this, m -> m.openFor(rule)).tag("rule", rule)
                    .description("Open findings of the rule").register(registry);
        }
    }

    private synchronized double openFor(String rule) {
        long now = System.nanoTime();
        if (readAt == 0 || now - readAt >= FRESH_NANOS) {
            readAt = now;
            open = read();
        }
        return open == null ? Double.NaN : open.getOrDefault(rule, 0L);
    }

    private Map<String, Long> read() {
        Map<String, Long> counts = new HashMap<>();
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT rule, count(*) FROM finding WHERE status = ? GROUP BY rule")) {
            s.setString(1, FindingEntity.OPEN);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) counts.put(r.getString(1), r.getLong(2));
            }
            return counts;
        } catch (SQLException e) {
            return null;
        }
    }
}
