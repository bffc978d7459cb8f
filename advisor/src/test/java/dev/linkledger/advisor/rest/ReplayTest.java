package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.support.ProjectionSnapshot;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import dev.linkledger.advisor.advice.AdviceEvaluations;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.detach;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ReplayTest {
    @Inject
    DataSource dataSource;
    @Inject
    AdviceEvaluations evaluations;

    @Test
    void rebuildsEveryViewTwiceToTheLiveTablesHashAndAppendsNothing() throws SQLException {
        String host = "replay-desk";
        Instant at = Instant.parse("2026-11-30T12:00:00Z");
        observe(host, desktop(host, "r-1", at, null));
        String cable = registerCable("replay cable", "USB 2.0");
        attach(cable, host, "usb4-port2");
        observe(host, desktop(host, "r-2", at.plusSeconds(60), enclosure(7, 480)));
        // Re-enumerated at the same path: on a replay, connect, disconnect and connect land in one batch.
        observe(host, desktop(host, "r-3", at.plusSeconds(90), enclosure(8, 480)));
        detach(cable);
        given().contentType("application/json").body("{\"labels\":[\"rear\"]}")
                .put("/api/hosts/" + host + "/ports/usb3-port2/labels").then().statusCode(200);
        given().contentType("application/json").body("""
                {"label":"replay box","bridge":"152d:0583","medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},
                 "usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}""")
                .post("/api/enclosures").then().statusCode(201);
        // Nothing proved the connector faster: both are suspects, and the replay must say so again.
        org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().get("/api/cables/" + cable)
                .then().body("capability", equalTo("unverified")).body("suspicions.size()", equalTo(2)));
        String token = given().contentType("application/json").body("{\"hostId\":\"" + host + "\"}")
                .post("/api/tokens").then().statusCode(201).extract().path("id");
        given().delete("/api/tokens/" + token).then().statusCode(204);
        given().contentType("application/json").body("{\"hostId\":\"" + host + "\"}").post("/api/tokens").then().statusCode(201);

        // The enclosure bound above re-evaluates every host with a device of its vid:pid: let that settle first.
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();
        Map<String, List<Map<String, Object>>> live = ProjectionSnapshot.of(dataSource);
        long events = ProjectionSnapshot.events(dataSource);
        assertThat(live.get("cable_test")).isNotEmpty();
        assertThat(live.get("access_token")).hasSizeGreaterThanOrEqualTo(2);

        Map<String, String> liveHashes = ProjectionSnapshot.hashes(dataSource);
        assertThat(live.get("finding")).isNotEmpty();

        // Rebuilt twice: each time every table (written inline live, by the replay's code now) hashes as the live one did.
        for (int rebuild = 1; rebuild <= 2; rebuild++) {
            // "caughtUp" is read from the data: every host's rows at its last event, no wait on a position.
            given().post("/api/admin/replays").then().statusCode(200).body("caughtUp", equalTo(true)).body("hostsBehind", equalTo(0));
            assertThat(ProjectionSnapshot.events(dataSource)).as("events after replay %d", rebuild).isEqualTo(events);
            Map<String, List<Map<String, Object>>> rebuilt = ProjectionSnapshot.of(dataSource);
            for (String table : ProjectionSnapshot.tables())
                assertThat(rebuilt.get(table)).as("%s after replay %d", table, rebuild).isEqualTo(live.get(table));
            assertThat(ProjectionSnapshot.hashes(dataSource)).as("hashes after replay %d", rebuild).isEqualTo(liveHashes);
        }
    }

    @Test
    void rebuildsHostsInParallelSegmentsFromOnePassToTheLiveRows() throws SQLException {
        // More hosts than segments, with interleaved histories: each segment folds several hosts from
        // the one pass, and a host's rows are written once its last event is folded.
        Instant at = Instant.parse("2026-12-01T08:00:00Z");
        List<String> hosts = List.of("seg-a", "seg-b", "seg-c", "seg-d", "seg-e", "seg-f");
        for (int round = 0; round < 3; round++)
            for (String host : hosts)
                observe(host, desktop(host, host + "-" + round, at.plusSeconds(60L * round), round == 1 ? enclosure(7, 480) : null));
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();
        Map<String, List<Map<String, Object>>> live = ProjectionSnapshot.of(dataSource);
        assertThat(live.get("device")).isNotEmpty();

        given().post("/api/admin/replays").then().statusCode(200).body("caughtUp", equalTo(true)).body("hostsBehind", equalTo(0));
        Map<String, List<Map<String, Object>>> rebuilt = ProjectionSnapshot.of(dataSource);
        for (String table : ProjectionSnapshot.tables())
            assertThat(rebuilt.get(table)).as("%s after the replay", table).isEqualTo(live.get(table));
    }
}
