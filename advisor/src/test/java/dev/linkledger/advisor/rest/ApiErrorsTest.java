package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * Requests the service cannot read are 4xx problem+json saying what was expected and where, in
 * words: never a Java class name, and nothing recorded.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ApiErrorsTest {
    private static final String PROBLEM = "application/problem+json";

    private static ValidatableResponse postCable(String body) {
        return given().contentType("application/json").body(body).post("/api/cables").then()
                .body(not(containsString("java."))).body(not(containsString("`")));
    }

    private static void noCableLabelled(String label) {
        given().get("/api/cables").then().statusCode(200).body("label", not(org.hamcrest.Matchers.hasItem(label)));
    }

    @Test
    void aSyntaxErrorNamesItsLineAndColumn() {
        postCable("{\"label\": \"syntax\",\n \"connectors\": }")
                .statusCode(400).contentType(PROBLEM).body("title", equalTo("Malformed JSON"))
                .body("detail", allOf(containsString("not valid JSON"), containsString("line 2, column 16")));
        noCableLabelled("syntax");
    }

    @Test
    void aStringForAnIntegerSaysAnIntegerWasExpected() {
        postCable("{\"label\":\"typed\",\"connectors\":\"C-C\",\"lengthCm\":\"long\"}")
                .statusCode(400).contentType(PROBLEM).body("field", equalTo("lengthCm"))
                .body("detail", containsString("lengthCm: expected an integer, not \"long\""));
        noCableLabelled("typed");
    }

    @Test
    void aFractionForAnIntegerIsRefused() {
        postCable("{\"label\":\"fraction\",\"connectors\":\"C-C\",\"lengthCm\":100.5}")
                .statusCode(400).contentType(PROBLEM).body("field", equalTo("lengthCm"))
                .body("detail", containsString("expected an integer, not 100.5"));
        noCableLabelled("fraction");
    }

    @Test
    void anUnknownFieldIsRefusedByName() {
        postCable("{\"label\":\"typo\",\"connectors\":\"C-C\",\"lenghtCm\":100}")
                .statusCode(400).contentType(PROBLEM).body("field", equalTo("lenghtCm"))
                .body("detail", allOf(containsString("unknown field 'lenghtCm'"), containsString("lengthCm")));
        noCableLabelled("typo");
    }

    @Test
    void aDuplicatedKeyIsRefusedByName() {
        postCable("{\"label\":\"first\",\"label\":\"second\",\"connectors\":\"C-C\"}")
                .statusCode(400).contentType(PROBLEM).body("field", equalTo("label"))
                .body("detail", containsString("Duplicate field 'label'"));
        noCableLabelled("second");
    }

    @Test
    void anUnknownConnectorKindIsRefusedNamingTheKnownOnes() {
        postCable("{\"label\":\"odd plug\",\"connectors\":\"C-X\"}")
                .statusCode(400).contentType(PROBLEM).body("field", equalTo("connectors"))
                .body("detail", allOf(containsString("'X' is not a USB connector kind"), containsString("microB")));
        noCableLabelled("odd plug");
    }

    @Test
    void anUnknownEnumValueListsTheKnownOnes() {
        given().contentType("application/json").body("{\"label\":\"x\",\"bridge\":\"JMS578\",\"medium\":{\"kind\":\"SCSI\"}}")
                .post("/api/enclosures").then().statusCode(400).contentType(PROBLEM)
                .body("field", equalTo("medium.kind")).body("detail", containsString("expected one of NVME, SATA, SD"))
                .body(not(containsString("java.")));
    }

    @Test
    void aPlanItemsMediumHasTheShapeOfAnEnclosures() {
        given().contentType("application/json")
                .body("{\"hostId\":\"api-plan\",\"items\":[{\"kind\":\"enclosure\",\"bridge\":\"JMS583\",\"medium\":\"NVMe\"}]}")
                .post("/api/plans").then().statusCode(400).contentType(PROBLEM)
                .body("field", equalTo("items[0].medium")).body("detail", containsString("expected an object"));
    }

    @Test
    void theWrongContentTypeNamesTheOneExpected() {
        given().contentType("text/plain").body("label=x").post("/api/cables").then()
                .statusCode(415).contentType(PROBLEM).body("detail", containsString("reads application/json"))
                .body("detail", containsString("text/plain"));
        given().contentType("application/json").body("{}").post("/api/hosts/api-415/imports").then()
                .statusCode(415).contentType(PROBLEM).body("detail", containsString("reads text/plain"));
    }

    @Test
    void aMethodTheResourceDoesNotHaveIs405WithAllow() {
        given().delete("/api/hosts").then().statusCode(405).contentType(PROBLEM)
                .header("Allow", containsString("GET")).body("detail", containsString("DELETE is not allowed"));
    }

    @Test
    void anObservationFromANewerProbeWithAFieldWeDoNotKnowIsRecorded() {
        String body = desktop("api-newer", "n-1", Instant.parse("2026-11-30T15:00:00Z"), enclosure(5, 480))
                .replaceFirst("\\{", "{\"probeFeatureFromTheFuture\":{\"x\":1},");
        given().contentType("application/json").body(body).post("/api/hosts/api-newer/observations")
                .then().statusCode(200).body("appendedEvents", org.hamcrest.Matchers.greaterThan(0));
    }

    @Test
    void anObservationWithAFractionForABusNumberIsRefused() {
        String body = desktop("api-fraction", "f-1", Instant.parse("2026-11-30T15:00:00Z"), enclosure(5, 480))
                .replace("\"devnum\":5", "\"devnum\":5.5");
        given().contentType("application/json").body(body).post("/api/hosts/api-fraction/observations")
                .then().statusCode(400).contentType(PROBLEM).body("field", equalTo("devices[0].devnum"));
        given().get("/api/hosts/api-fraction/events").then().statusCode(404);
    }

    @Test
    void aBadRequestLogsOneLineAndNoStackTrace() {
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                records.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        root.addHandler(capture);
        try {
            postCable("{\"label\": \"logged\", \"connectors\": ").statusCode(400);
            postCable("{\"label\":\"logged\",\"connectors\":\"C-C\",\"lengthCm\":\"x\"}").statusCode(400);
        } finally {
            root.removeHandler(capture);
        }
        assertThat(records).noneMatch(r -> r.getThrown() != null);
        assertThat(records).filteredOn(r -> String.valueOf(r.getLoggerName()).startsWith("dev.linkledger")).hasSize(2)
                .allMatch(r -> r.getLevel().intValue() <= java.util.logging.Level.INFO.intValue());
    }
}
