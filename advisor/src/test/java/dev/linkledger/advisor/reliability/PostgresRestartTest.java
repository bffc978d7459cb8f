package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.Lab;
import dev.linkledger.advisor.support.PostgresProcesses;
import dev.linkledger.advisor.support.ServiceDatabaseResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/** A PostgreSQL that dies while the service runs is started again, and the service answers again (issue 12, defect 6). */
@QuarkusTest
@TestProfile(ServiceDatabaseProfile.class)
class PostgresRestartTest {

    @Test
    void postgresKilledWhileTheServiceRunsIsRestartedAndTheServiceAnswersAgain() {
        Instant at = Instant.now().minusSeconds(60);
        Lab.observe("restart-1", Lab.desktop("restart-1", "restart-1-a", at, Lab.enclosure(5, 480)));

        PostgresProcesses victims = PostgresProcesses.of(ServiceDatabaseResource.pgdata());
        victims.killAll();
        long t0 = System.nanoTime();
        ServiceDatabaseResource.awaitRestartAfter(victims.pids().get(0));

        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(100)).untilAsserted(() ->
                given().contentType("application/json")
                        .body(Lab.desktop("restart-1", "restart-1-b", at.plusSeconds(1), Lab.enclosure(5, 5000)))
                        .post("/api/hosts/restart-1/observations").then().statusCode(200));
        System.out.printf("postgres killed -> service writes again after %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        given().get("/api/hosts/restart-1/topology").then().statusCode(200)
                .body("controllers[0].buses.find { it.bus == 4 }.devices[0].speedMbps", equalTo(5000));
    }
}
