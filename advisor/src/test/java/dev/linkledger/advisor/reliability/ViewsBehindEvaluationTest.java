package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.hasItem;

/**
 * A host whose views fell behind its events (a fault rolled them back to their savepoint, events were
 * published around the aggregate, a replay emptied them) is rebuilt by the catch-up processor; its
 * evaluation must read the rebuilt rows. The evaluation processor used to evaluate such a host on its own,
 * racing the rebuild: when it won, it evaluated the rows before the write, recorded that answer as the
 * host's advice and never looked again (LocalProbeTest's missing finding in a loaded full build was one
 * way to lose that race). Now the evaluation processor leaves a host whose views are behind alone, and the
 * catch-up processor evaluates it right after rebuilding it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ViewsBehindEvaluationTest {
    private static final String HOST = "views-behind-box";
    private static final Instant AT = Instant.parse("2026-12-03T09:00:00Z");

    @Inject
    DataSource dataSource;

    @Test
    void aHostWhoseViewsFellBehindIsEvaluatedOnItsRebuiltRows() throws SQLException {
        observe(HOST, desktop(HOST, "vb-1", AT, null));
        given().get("/api/hosts/" + HOST + "/findings").then().statusCode(200)
                .body("rule", org.hamcrest.Matchers.not(hasItem("USB2_FALLBACK")));

        // The host's views no longer known to show any event: its next write is left to the catch-up processor.
        QuarkusTransaction.requiringNew().run(() -> sql("UPDATE host_state SET views_through = NULL WHERE host_id = ?"));
        observe(HOST, desktop(HOST, "vb-2", AT.plusSeconds(60), enclosure(5, 480)));

        await().atMost(Duration.ofSeconds(60)).untilAsserted(() ->
                given().get("/api/hosts/" + HOST + "/findings").then().statusCode(200)
                        .body("rule", hasItem("USB2_FALLBACK"))
                        .body("subject.path", hasItem("3-2")));
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            long[] state = positions();
            assertThat(state[0]).as("views_through").isEqualTo(state[2]);
            assertThat(state[1]).as("advice_through").isEqualTo(state[2]);
        });
    }

    private void sql(String statement) {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(statement)) {
            s.setString(1, HOST);
            s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** views_through, advice_through and the host's newest event sequence. */
    private long[] positions() throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT coalesce(views_through, -1), coalesce(advice_through, -1),"
                        + " (SELECT max(sequence_number) FROM domain_event_entry WHERE aggregate_identifier = h.host_id)"
                        + " FROM host_state h WHERE host_id = ?")) {
            s.setString(1, HOST);
            try (ResultSet r = s.executeQuery()) {
                assertThat(r.next()).isTrue();
                return new long[]{r.getLong(1), r.getLong(2), r.getLong(3)};
            }
        }
    }
}
