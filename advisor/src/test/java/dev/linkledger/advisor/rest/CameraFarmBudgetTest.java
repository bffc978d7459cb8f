package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.CameraFarm;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

/**
 * A camera farm through the real service: the probe's endpoints travel in the observation, are
 * stored with the interfaces, reach the rules as facts and come back as PERIODIC_BUDGET_EXCEEDED and
 * as the host page's budget part.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CameraFarmBudgetTest {
    private static final Instant AT = Instant.parse("2026-12-01T09:00:00Z");

    private static JsonPath findings(String host) {
        return given().get("/api/hosts/" + host + "/findings").then().statusCode(200).extract().jsonPath();
    }

    @Test
    void fiveCamerasBehindOneUsb2HubExceedTheirRootPortsBudgetAndTheFindingSaysWhichToMove() {
        String host = "farm-five";
        observe(host, CameraFarm.observation(host, host + "-1", AT, 5, 2));

        // The part is drawn from the read model as it is now: once it holds the fifth camera, the whole farm is in.
        String part = await().ignoreExceptions().atMost(Duration.ofSeconds(20)).until(
                () -> given().get("/lab/hosts/" + host + "/budgets").then().statusCode(200).extract().asString(),
                html -> html.contains("(1-3.5)"));
        assertThat(part).contains("Root port usb1-port3", "over the limit", "data-over=\"true\"", "interface 1 setting 11");

        JsonPath json = await().ignoreExceptions().atMost(Duration.ofSeconds(20)).until(() -> findings(host),
                j -> j.getList("rule").contains("PERIODIC_BUDGET_EXCEEDED"));
        Map<String, Object> finding = json.getList("findAll { it.rule == 'PERIODIC_BUDGET_EXCEEDED' }", Map.class).get(0);
        assertThat(finding.toString()).contains("usb1-port3").contains("C270 HD WEBCAM (1-3.1)");
        // A finding keeps what it said when it was issued, which may be an evaluation of the observation's first events
        // (HostAdvice issues a condition once): the number to move is PeriodicBudgetRulesTest's to check (four of five).
        assertThat((List<?>) ((Map<?, ?>) finding.get("data")).get("move")).isNotEmpty()
                .allSatisfy(path -> assertThat(path.toString()).startsWith("1-3."));
    }

    @Test
    void oneCameraAndAReceiverStaySilentAndTheirBudgetIsDrawnWithTheSettingInUse() {
        String host = "farm-one";
        observe(host, CameraFarm.observation(host, host + "-1", AT, 1, 1));

        String page = await().ignoreExceptions().atMost(Duration.ofSeconds(20)).until(
                () -> given().get("/lab/hosts/" + host + "/budgets").then().statusCode(200).extract().asString(),
                html -> html.contains("Root port usb1-port3"));
        assertThat(page).doesNotContain("data-over=\"true\"").contains("in the settings in use now")
                .contains("Root port usb1-port1 at full speed");
        // Evaluated now, on the whole observation: silence is the rules' answer, not a wait cut short.
        assertThat(given().post("/api/hosts/" + host + "/evaluations").then().statusCode(200).extract().jsonPath()
                .getList("rule")).doesNotContain("PERIODIC_BUDGET_EXCEEDED");
    }

    @Test
    void theBudgetPartOfAnUnknownHostIsA404ProblemAndAMalformedIdA400() {
        given().get("/lab/hosts/no-such-farm/budgets").then().statusCode(404);
        given().get("/lab/hosts/bad%20id/budgets").then().statusCode(400).body(not(containsString("Exception")));
    }
}
