package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.Lab;
import dev.linkledger.advisor.support.PostgresProcesses;
import dev.linkledger.advisor.support.ServiceDatabaseResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * Campaign (issue 12, defect 6): PostgreSQL frozen with SIGSTOP (its sockets open, nothing
 * answering) — the API answers 503 problem+json with Retry-After instead of 500 or hanging,
 * health answers DOWN within a second, and after SIGCONT the service recovers without a restart.
 */
@QuarkusTest
@TestProfile(ServiceDatabaseProfile.class)
class DatabaseFreezeTest {

    @Test
    void whileTheDatabaseIsFrozenTheApiAnswers503WithRetryAfterAndHealthIsDownWithinASecondThenItRecovers() {
        Instant at = Instant.now().minusSeconds(60);
        Lab.observe("freeze-1", Lab.desktop("freeze-1", "freeze-1-a", at, Lab.enclosure(5, 480)));
        given().get("/q/health/ready").then().statusCode(200);
        PostgresProcesses postgres = PostgresProcesses.of(ServiceDatabaseResource.pgdata());
        long postmaster = postgres.pids().get(0);

        postgres.freeze();
        try {
            long t0 = System.nanoTime();
            Response health = given().get("/q/health/ready");
            long healthMillis = (System.nanoTime() - t0) / 1_000_000;
            assertThat(health.statusCode()).isEqualTo(503);
            assertThat(health.jsonPath().getString("checks.find { it.name == 'database' }.status")).isEqualTo("DOWN");
            assertThat(healthMillis).isLessThan(1_000);

            t0 = System.nanoTime();
            Response write = given().contentType("application/json").header("Prefer", "respond-async")
                    .body(Lab.desktop("freeze-1", "freeze-1-b", at.plusSeconds(1), Lab.enclosure(5, 5000)))
                    .post("/api/hosts/freeze-1/observations");
            long writeMillis = (System.nanoTime() - t0) / 1_000_000;
            t0 = System.nanoTime();
            Response read = given().get("/api/hosts/freeze-1/topology");
            long readMillis = (System.nanoTime() - t0) / 1_000_000;
            System.out.printf("database frozen: health %d in %d ms; write %d in %d ms; read %d in %d ms%n",
                    health.statusCode(), healthMillis, write.statusCode(), writeMillis, read.statusCode(), readMillis);
            for (Response r : new Response[] {write, read}) {
                assertThat(r.statusCode()).isEqualTo(503);
                assertThat(r.contentType()).startsWith("application/problem+json");
                assertThat(r.header("Retry-After")).isEqualTo("5");
            }
        } finally {
            postgres.thaw();
        }

        long t0 = System.nanoTime();
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(100)).untilAsserted(() ->
                given().get("/q/health/ready").then().statusCode(200));
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(100)).untilAsserted(() ->
                given().contentType("application/json")
                        .body(Lab.desktop("freeze-1", "freeze-1-c", at.plusSeconds(2), Lab.enclosure(5, 5000)))
                        .post("/api/hosts/freeze-1/observations").then().statusCode(200));
        System.out.printf("database thawed: healthy and writing again after %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        given().get("/api/hosts/freeze-1/topology").then().statusCode(200)
                .body("controllers[0].buses.find { it.bus == 4 }.devices[0].speedMbps", equalTo(5000));
        assertThat(PostgresProcesses.postmaster(ServiceDatabaseResource.pgdata()).orElseThrow().pid())
                .as("recovered without a restart of PostgreSQL").isEqualTo(postmaster);
    }
}
