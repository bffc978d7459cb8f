package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CableApiTest {
    private static final Instant AT = Instant.parse("2026-11-30T13:00:00Z");

    @Test
    void registersCableWithLocationAndReadsItsRating() {
        String id = given().contentType("application/json")
                .body("{\"label\":\"api blue\",\"connectors\":\"A-C\",\"lengthCm\":50,\"rating\":\"5Gbps\",\"notes\":\"desk\"}")
                .post("/api/cables").then().statusCode(201)
                .header("Location", startsWith("http"))
                .body("ratedMode", equalTo("GEN1")).body("capability", equalTo("unverified"))
                .extract().path("id");
        given().get("/api/cables/" + id).then().statusCode(200).body("label", equalTo("api blue"))
                .body("connectors", equalTo("A-C")).body("lengthCm", equalTo(50)).body("rating", equalTo("5Gbps"));
        given().queryParam("capability", "unverified").get("/api/cables").then().statusCode(200)
                .body("find { it.id == '" + id + "' }.label", equalTo("api blue"));
    }

    @Test
    void attachesByEitherPortNameToTheWholeConnectorAndDetaches() {
        observe("api-desk", desktop("api-desk", "a-1", AT, null));
        String id = registerCable("api grey", "unknown");
        attach(id, "api-desk", "usb3-port2");
        given().get("/api/cables/" + id).then()
                .body("attachment.portIds", equalTo(java.util.List.of("usb3-port2", "usb4-port2")));
        String other = registerCable("api other", "unknown");
        given().contentType("application/json").body("{\"hostId\":\"api-desk\",\"portId\":\"usb4-port2\"}")
                .post("/api/cables/" + other + "/attachments").then().statusCode(409)
                .contentType("application/problem+json").body("field", equalTo("portId"));
        given().delete("/api/cables/" + id + "/attachments/current").then().statusCode(200)
                .body("attachment", nullValue());
        given().get("/api/cables/" + id + "/events").then().statusCode(200).body("type", equalTo(
                java.util.List.of("CableRegisteredEvent", "CableAttachedEvent", "CableDetachedEvent")));
    }

    @Test
    void aRetiredCableCannotBeAttached() {
        observe("api-retire", desktop("api-retire", "r-1", AT, null));
        String id = registerCable("api frayed", "USB 2.0");
        given().contentType("application/json").body("{\"reason\":\"frayed\"}")
                .post("/api/cables/" + id + "/retirement").then().statusCode(200).body("retired", equalTo(true));
        given().contentType("application/json").body("{\"hostId\":\"api-retire\",\"portId\":\"usb4-port2\"}")
                .post("/api/cables/" + id + "/attachments").then().statusCode(409)
                .contentType("application/problem+json").body("detail", org.hamcrest.Matchers.containsString("retired"));
    }

    @Test
    void rejectsBadCableInputNamingTheFieldAndRecordsNothing() {
        given().contentType("application/json").body("{\"label\":\"x\",\"connectors\":\"C-C\",\"lengthCm\":\"long\"}")
                .post("/api/cables").then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("lengthCm"));
        given().contentType("application/json").body("{\"connectors\":\"C-C\"}")
                .post("/api/cables").then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("label"));
        given().contentType("application/json").body("{\"label\":\"x\",\"connectors\":\"C-C\",\"lengthCm\":-4}")
                .post("/api/cables").then().statusCode(400).body("field", equalTo("lengthCm"));
        given().queryParam("capability", "fast").get("/api/cables").then().statusCode(400)
                .contentType("application/problem+json").body("field", equalTo("capability"));
        given().get("/api/cables/no-such-cable").then().statusCode(404).contentType("application/problem+json");

        observe("api-bad", desktop("api-bad", "b-1", AT, null));
        String id = registerCable("api bad path", "unknown");
        given().contentType("application/json").body("{\"hostId\":\"api-bad\",\"portId\":\"usb4-port2\",\"devicePath\":\"3-0.5\"}")
                .post("/api/cables/" + id + "/attachments").then().statusCode(400)
                .contentType("application/problem+json").body("field", equalTo("devicePath"));
        given().contentType("application/json").body("{\"hostId\":\"api-bad\",\"portId\":\"usb7-port1\"}")
                .post("/api/cables/" + id + "/attachments").then().statusCode(404).body("field", equalTo("portId"));
        given().contentType("application/json").body("{\"hostId\":\"../etc\",\"portId\":\"usb4-port2\"}")
                .post("/api/cables/" + id + "/attachments").then().statusCode(400).body("field", equalTo("hostId"));
        given().get("/api/cables/" + id + "/events").then().body("$", hasSize(1));
    }
}
