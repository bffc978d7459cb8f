package dev.linkledger.advisor.stories;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.linkledger.advisor.advice.AdviceEvaluations;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.support.ProjectionSnapshot;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.empty;
import static dev.linkledger.advisor.stories.SysfsHosts.post;
import static dev.linkledger.advisor.stories.SysfsHosts.read;
import static dev.linkledger.advisor.stories.SysfsHosts.withDevice;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Seed 000 recorded in either order: the 80 Gbps cable carries the enclosure at 10000M on the
 * laptop and at 5000M on the desktop's USB-C connector, whose root hub says 10000M. Whether the
 * tree comes before the cable is attached or after, and whichever host comes first, the verdicts
 * end the same: the cable proven, the connector limited, the plans and findings agreeing, and a
 * replay reaching them again.
 */
@QuarkusTest
@TestProfile(Seed000CableOrderTest.OwnLab.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class Seed000CableOrderTest {
    /**
     * A database of its own: the enclosure carries the JMS583's one default serial, so another test class's
     * unit at another speed (surefire's file-system order differs between clones) became part of its history.
     */
    public static class OwnLab implements io.quarkus.test.junit.QuarkusTestProfile {
    }

    private static final Instant T0 = Instant.parse("2026-11-30T09:00:00Z");
    private static final String PORT_BELOW_DEVICE = "find { it.rule == 'PORT_BELOW_DEVICE' }";

    @Inject
    DataSource dataSource;
    @Inject
    AdviceEvaluations evaluations;

    @Test
    void treeImportedThenCableAttachedCountsTheLiveLinksAndLimitsTheDesktopConnector() throws Exception {
        String cable = registerCable();
        String laptop = "order-a-laptop", desktop = "order-a-desk";

        post(read("seed000-laptop", laptop, "a-l1", T0));
        attach(cable, laptop, "usb2-port1");
        awaitProven(cable, 10000);
        detach(cable);
        post(desktopAt5000(desktop, "a-d1", T0.plusSeconds(120)));
        attach(cable, desktop, "usb4-port2");

        endsWithTheSeed000Verdicts(cable, desktop);
        replayReachesTheSameVerdicts(cable, desktop);
    }

    @Test
    void cableAttachedThenTreeOnTheDesktopFirstRejudgesTheDesktopWhenTheLaptopProvesTheCable() throws Exception {
        String cable = registerCable();
        String laptop = "order-b-laptop", desktop = "order-b-desk";

        post(empty(desktopAt5000(desktop, "b-d1", T0)));
        attach(cable, desktop, "usb4-port2");
        post(desktopAt5000(desktop, "b-d2", T0.plusSeconds(60)));
        // Nothing proved either the cable or the connector faster: both are named, neither is blamed.
        JsonPath undecided = awaitCable(cable, j -> j.getList("suspicions").size() == 1);
        assertThat(undecided.getString("capability")).isEqualTo("gen1");
        assertThat(undecided.getObject("limitMbps", Integer.class)).isNull();
        assertThat(undecided.getList("suspicions[0].portIds", String.class)).contains("usb4-port2");
        assertThat(undecided.getInt("suspicions[0].bothEndsMbps")).isEqualTo(10000);
        detach(cable);

        ObjectNode laptopTree = read("seed000-laptop", laptop, "b-l1", T0.plusSeconds(120));
        post(empty(laptopTree));
        attach(cable, laptop, "usb2-port1");
        post(laptopTree.put("observationId", "b-l2").put("observedAt", T0.plusSeconds(180).toString()));
        awaitProven(cable, 10000);
        detach(cable);
        attach(cable, desktop, "usb4-port2");

        endsWithTheSeed000Verdicts(cable, desktop);
        replayReachesTheSameVerdicts(cable, desktop);
    }

    private void endsWithTheSeed000Verdicts(String cable, String desktop) {
        JsonPath verdict = awaitCable(cable, j -> j.getList("suspicions").isEmpty() && j.getInt("provenMbps") >= 10000);
        assertThat(verdict.getString("capability")).isEqualTo("gen2");
        assertThat(verdict.getObject("limitMbps", Integer.class)).isNull();
        assertThat(verdict.getString("verdict")).isEqualTo("carries at least 10000");

        // link-verdicts streams: until it has judged the attach the port has no measured limit yet (null), which
        // must fail the assertion and be awaited again, not end the wait with getInt's NullPointerException.
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(given().get("/api/hosts/" + desktop
                + "/topology").then().statusCode(200).extract().jsonPath()
                .getObject("ports.find { it.id == 'usb4-port2' }.measuredLimitMbps", Integer.class)).isEqualTo(5000));

        JsonPath findings = awaitFindings(desktop, j -> "measured".equals(j.getString(PORT_BELOW_DEVICE + ".data.portBasis")));
        assertThat(findings.getString(PORT_BELOW_DEVICE + ".subject.path")).isEqualTo("4-2");
        assertThat(findings.getInt(PORT_BELOW_DEVICE + ".data.portMbps")).isEqualTo(5000);
        assertThat(findings.getList("rule", String.class)).doesNotContain("CABLE_LIMITS_LINK", "CABLE_RATING_MISMATCH",
                "CABLE_USB2_ONLY", "LINK_BELOW_PORT_AND_DEVICE", "USB2_FALLBACK");
        assertThat(findings.getString(PORT_BELOW_DEVICE + ".action")).contains("A faster cable will not help");

        JsonPath plan = given().contentType("application/json").body("{\"hostId\":\"" + desktop
                        + "\",\"items\":[{\"kind\":\"cable\",\"rating\":\"USB4 80Gbps\",\"portId\":\"usb4-port2\"}]}")
                .post("/api/plans").then().statusCode(201).extract().jsonPath();
        String overspec = "items[0].findings.find { it.rule == 'PLAN_OVERSPEC' }";
        assertThat(plan.getInt(overspec + ".data.factor")).isEqualTo(16);
        assertThat(plan.getString(overspec + ".action")).contains("a 5 Gbps cable suffices");

        JsonPath ranked = given().queryParam("suits", "mode:10000").get("/api/hosts/" + desktop + "/ports").then()
                .statusCode(200).extract().jsonPath();
        assertThat(ranked.getInt("find { it.portId == 'usb4-port2' }.measuredLimitMbps")).isEqualTo(5000);
        assertThat(ranked.getInt("find { it.portId == 'usb4-port2' }.linkMbps")).isEqualTo(5000);
    }

    private void replayReachesTheSameVerdicts(String cable, String desktop) throws Exception {
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();
        var live = ProjectionSnapshot.of(dataSource);
        long events = ProjectionSnapshot.events(dataSource);
        given().post("/api/admin/replays").then().statusCode(200);
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();
        assertThat(ProjectionSnapshot.events(dataSource)).as("events after replay").isEqualTo(events);
        var rebuilt = ProjectionSnapshot.of(dataSource);
        for (String table : List.of("cable", "cable_test", "port", "link_verdicts_test", "link_verdicts_connector"))
            assertThat(rebuilt.get(table)).as(table).isEqualTo(live.get(table));
        endsWithTheSeed000Verdicts(cable, desktop);
    }

    private static ObjectNode desktopAt5000(String host, String observationId, Instant at) {
        return withDevice(read("seed000-desktop", host, observationId, at), "3-2", d -> d.put("path", "4-2").put("bus", 4)
                .put("parentPath", "usb4").put("portId", "usb4-port2").put("speedMbps", 5000));
    }

    private static String registerCable() {
        return given().contentType("application/json")
                .body("{\"label\":\"new 80 Gbps cable\",\"connectors\":\"C-C\",\"lengthCm\":100,\"rating\":\"USB4 80Gbps\"}")
                .post("/api/cables").then().statusCode(201).extract().path("id");
    }

    private static void attach(String cableId, String host, String portId) {
        given().contentType("application/json").body("{\"hostId\":\"%s\",\"portId\":\"%s\"}".formatted(host, portId))
                .post("/api/cables/" + cableId + "/attachments").then().statusCode(201);
    }

    private static void detach(String cableId) {
        given().delete("/api/cables/" + cableId + "/attachments/current").then().statusCode(200);
    }

    private static void awaitProven(String cableId, int mbps) {
        awaitCable(cableId, j -> j.getInt("provenMbps") >= mbps);
    }

    private static JsonPath awaitCable(String cableId, java.util.function.Predicate<JsonPath> ready) {
        return await().ignoreExceptions().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(100))
                .until(() -> given().get("/api/cables/" + cableId).then().statusCode(200).extract().jsonPath(), ready);
    }
}
