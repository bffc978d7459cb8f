package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;

/** Findings are recorded as events: issued when a condition appears, resolved by the event that ends it. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class FindingHistoryTest {

    /** Seed 000 after the cable swap: the enclosure re-enumerated on the SuperSpeed bus at 10000M. */
    private static final String AFTER_CABLE_SWAP = """
            /:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M
            /:  Bus 002.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/2p, 10000M
            /:  Bus 003.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M
            /:  Bus 004.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/2p, 10000M
                |__ Port 002: Dev 002, If 0, Class=Mass Storage, Driver=uas, 10000M
            """;

    @Test
    void fallbackIsResolvedByTheReconnectAtTenGigabits() throws Exception {
        String host = "history-cable-swap";
        Seed000DesktopTest.importPaste(host, Seed000DesktopTest.paste());
        String findingId = given().get("/api/hosts/" + host + "/findings").then().statusCode(200)
                .body("rule", hasItem("USB2_FALLBACK"))
                .body("find { it.rule == 'USB2_FALLBACK' }.status", equalTo("open"))
                .extract().path("find { it.rule == 'USB2_FALLBACK' }.id");

        Seed000DesktopTest.importPaste(host, AFTER_CABLE_SWAP);

        given().get("/api/hosts/" + host + "/findings").then().statusCode(200)
                .body("findAll { it.rule == 'USB2_FALLBACK' }", hasSize(0));
        given().get("/api/hosts/" + host + "/findings?status=all").then().statusCode(200)
                .body("find { it.id == '" + findingId + "' }.status", equalTo("resolved"))
                .body("find { it.id == '" + findingId + "' }.resolvedBy.type", startsWith("Device"));
        given().get("/api/findings/" + findingId).then().statusCode(200)
                .body("finding.status", equalTo("resolved"))
                .body("resolvedBy.aggregate", equalTo(host))
                .body("resolvedBy.type", startsWith("Device"));
    }

    @Test
    void whyNamesTheRuleTheFactsAndTheirStoredEvents() throws Exception {
        String host = "history-why";
        Seed000DesktopTest.importPaste(host, Seed000DesktopTest.paste());
        String findingId = given().get("/api/hosts/" + host + "/findings").then().statusCode(200)
                .extract().path("find { it.rule == 'USB2_FALLBACK' }.id");

        given().get("/api/findings/" + findingId).then().statusCode(200)
                .body("rule.id", equalTo("USB2_FALLBACK"))
                .body("rule.description", notNullValue())
                .body("facts.fact", hasItem("device 3-2 negotiated 480M"))
                .body("facts.find { it.fact == 'device 3-2 negotiated 480M' }.events[0].type", equalTo("DeviceConnectedEvent"))
                .body("facts.find { it.fact == 'device 3-2 negotiated 480M' }.events[0].aggregate", equalTo(host))
                .body("facts.find { it.fact == 'device 3-2 negotiated 480M' }.events[0].at", notNullValue())
                .body("issuedAfter.aggregate", equalTo(host));
    }

    @Test
    void rejectsAnUnknownStatus() {
        given().get("/api/hosts/demo-desktop/findings?status=maybe").then().statusCode(400)
                .contentType("application/problem+json").body("field", equalTo("status"));
    }

    @Test
    void unknownFindingIsNotFound() {
        given().get("/api/findings/no-such-finding").then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void onDemandEvaluationReturnsTheOpenFindings() throws Exception {
        String host = "history-on-demand";
        Seed000DesktopTest.importPaste(host, Seed000DesktopTest.paste());
        given().post("/api/hosts/" + host + "/evaluations").then().statusCode(200)
                .body("rule", hasItem("USB2_FALLBACK"))
                .body("findAll { it.rule == 'USB2_FALLBACK' }", hasSize(1));
    }
}
