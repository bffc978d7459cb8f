package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

/** Each bad request is a 4xx problem naming the field, and the host's history stays empty. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BadInputTest {
    private static final Instant AT = Instant.parse("2026-11-30T15:00:00Z");

    @Test
    void rejectsImpossibleDevicePathAndAppendsNothing() {
        String body = desktop("bad-path", "p-1", AT, enclosure(5, 480).replace("\"path\":\"3-2\"", "\"path\":\"3-0.5\""));
        given().contentType("application/json").body(body).post("/api/hosts/bad-path/observations")
                .then().statusCode(400).contentType("application/problem+json").body("field", equalTo("devices[0].path"));
        given().get("/api/hosts/bad-path/events").then().statusCode(404);
    }

    @Test
    void rejectsSpeedTheKernelNeverWritesAndAppendsNothing() {
        String body = desktop("bad-speed", "s-1", AT, enclosure(5, 480).replace("\"speedMbps\":480", "\"speedMbps\":7000"));
        given().contentType("application/json").body(body).post("/api/hosts/bad-speed/observations")
                .then().statusCode(400).contentType("application/problem+json").body("field", equalTo("devices[0].speedMbps"));
        given().get("/api/hosts/bad-speed/events").then().statusCode(404);
    }

    @Test
    void rejectsMalformedJsonNamingWhere() {
        given().contentType("application/json").body("{\"label\": ").post("/api/cables")
                .then().statusCode(400).contentType("application/problem+json");
    }

    @Test
    void rejectsTenMegabyteBodyWith413Problem() {
        String huge = "{\"label\":\"" + "x".repeat(10 * 1024 * 1024) + "\",\"connectors\":\"C-C\"}";
        given().contentType("application/json").body(huge).post("/api/cables")
                .then().statusCode(413).contentType("application/problem+json").body("field", equalTo("body"));
    }

    @Test
    void rejectsHostIdWithDotDot() {
        given().get("/api/hosts/..%2Fetc/events").then().statusCode(org.hamcrest.Matchers.anyOf(equalTo(400), equalTo(404)));
        given().get("/api/hosts/a..b/events").then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("hostId"));
    }

    @Test
    void rejectsImpossibleDevicePathInHistoryQuery() {
        given().get("/api/hosts/bad-q/devices/3-0.5/events").then().statusCode(400).body("field", equalTo("path"));
    }
}
