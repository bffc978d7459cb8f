package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.observation.ObservedDevice;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.GenericDomainEventMessage;
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
import static org.hamcrest.Matchers.not;

/**
 * A host whose views are behind its events. Events published around the aggregate (another writer of
 * the store, an older version) are the catch-up processor's: it rebuilds the host and must evaluate it
 * on the rebuilt rows. The evaluation processor used to evaluate such a host on its own, racing the
 * rebuild: when it won, it evaluated the rows before the events, recorded that answer and never looked
 * again. Now it leaves a host whose views are behind alone, and the catch-up processor evaluates it right
 * after rebuilding it. And a write to a host whose views are behind (the catch-up processor not there
 * yet, a fault before) rebuilds the host itself, so its answer shows its events and findings at once
 * (CachedAggregateTest met that race in a loaded full build: a label published around the aggregate,
 * then a write, then the topology read right after its answer).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ViewsBehindEvaluationTest {
    private static final Instant AT = Instant.parse("2026-12-03T09:00:00Z");

    @Inject
    DataSource dataSource;
    @Inject
    AxonRuntime axon;

    @Test
    void eventsPublishedAroundTheAggregateAreEvaluatedOnTheRowsTheCatchUpRebuilt() throws Exception {
        String host = "behind-published";
        observe(host, desktop(host, "bp-1", AT, null));
        given().get("/api/hosts/" + host + "/findings").then().statusCode(200).body("rule", not(hasItem("USB2_FALLBACK")));

        long next = positions(host)[2] + 1;
        ObservedDevice enclosure = ObservationJson.mapper().readValue(enclosure(5, 480), ObservedDevice.class);
        axon.eventStore().publish(new GenericDomainEventMessage<>("Host", host, next,
                new DeviceConnectedEvent(host, "bp-2", AT.plusSeconds(60), enclosure)));

        await().atMost(Duration.ofSeconds(60)).untilAsserted(() ->
                given().get("/api/hosts/" + host + "/findings").then().statusCode(200)
                        .body("rule", hasItem("USB2_FALLBACK"))
                        .body("subject.path", hasItem("3-2")));
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            long[] state = positions(host);
            assertThat(state[0]).as("views_through").isEqualTo(next);
            assertThat(state[1]).as("advice_through").isEqualTo(next);
        });
    }

    @Test
    void aWriteToAHostWhoseViewsAreBehindRebuildsItAndAnswersWithItsFindings() throws SQLException {
        String host = "behind-written";
        observe(host, desktop(host, "bw-1", AT, null));
        // Its views no longer known to show any event (as after a replay emptied them, or a fault).
        QuarkusTransaction.requiringNew().run(() -> forgetViews(host));

        observe(host, desktop(host, "bw-2", AT.plusSeconds(60), enclosure(5, 480)));

        given().get("/api/hosts/" + host + "/findings").then().statusCode(200)
                .body("rule", hasItem("USB2_FALLBACK"))
                .body("subject.path", hasItem("3-2"));
        given().get("/api/hosts/" + host + "/topology").then().statusCode(200)
                .body("controllers[0].buses[0].devices[0].path", org.hamcrest.Matchers.equalTo("3-2"));
        long[] state = positions(host);
        assertThat(state[0]).as("views_through").isEqualTo(state[2]);
        assertThat(state[1]).as("advice_through").isEqualTo(state[2]);
    }

    private void forgetViews(String host) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("UPDATE host_state SET views_through = NULL WHERE host_id = ?")) {
            s.setString(1, host);
            s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** views_through, advice_through and the host's newest event sequence. */
    private long[] positions(String host) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT coalesce(views_through, -1), coalesce(advice_through, -1),"
                        + " (SELECT max(sequence_number) FROM domain_event_entry WHERE aggregate_identifier = h.host_id)"
                        + " FROM host_state h WHERE host_id = ?")) {
            s.setString(1, host);
            try (ResultSet r = s.executeQuery()) {
                assertThat(r.next()).isTrue();
                return new long[]{r.getLong(1), r.getLong(2), r.getLong(3)};
            }
        }
    }
}
