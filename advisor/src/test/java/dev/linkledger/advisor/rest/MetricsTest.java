package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.assertj.core.api.Assertions.assertThat;

/** /q/metrics in Prometheus' text format: what came in, what was appended and advised, how far projections lag. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class MetricsTest {

    private static String metrics() {
        return given().get("/q/metrics").then().statusCode(200).extract().asString();
    }

    private static double value(String metrics, String series) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(series) + " ([0-9.eE+-]+|NaN)$").matcher(metrics);
        assertThat(m.find()).as(series + " in\n" + metrics.lines().filter(l -> l.startsWith("linkledger")).toList()).isTrue();
        return Double.parseDouble(m.group(1));
    }

    @Test
    void countsObservationsEventsEvaluationsAndOpenFindingsByRule() {
        String before = metrics();
        double appendedBefore = value(before, "linkledger_events_appended_total");

        observe("metrics-desk", desktop("metrics-desk", "m-1", Instant.parse("2026-11-30T16:00:00Z"), enclosure(5, 480)));
        given().contentType("application/json")
                .body(desktop("metrics-desk", "m-1", Instant.parse("2026-11-30T16:00:00Z"), enclosure(5, 480)))
                .post("/api/hosts/metrics-desk/observations").then().statusCode(200);

        // Gauges read the database at most once a second: wait for the next reading, not for a fixed time.
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            String after = metrics();
            assertThat(value(after, "linkledger_observations_total{outcome=\"appended\"}")).isGreaterThanOrEqualTo(1);
            assertThat(value(after, "linkledger_observations_total{outcome=\"unchanged\"}")).isGreaterThanOrEqualTo(1);
            assertThat(value(after, "linkledger_events_appended_total")).isGreaterThan(appendedBefore);
            assertThat(value(after, "linkledger_evaluations_seconds_count")).isGreaterThanOrEqualTo(1);
            assertThat(value(after, "linkledger_findings_open{rule=\"USB2_FALLBACK\"}")).isGreaterThanOrEqualTo(1);
            assertThat(value(after, "linkledger_projection_lag_events{processor=\"host-catch-up\"}")).isGreaterThanOrEqualTo(0);
        });
    }
}
