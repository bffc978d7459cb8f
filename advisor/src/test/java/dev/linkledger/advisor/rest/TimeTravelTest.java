package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.detach;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TimeTravelTest {
    private static final String HOST = "time-desk";

    @Test
    void showsTheTopologyAsItWasBeforeAndAfterTheCableSwap() {
        String good = registerCable("tt good", "10Gbps");
        String charger = registerCable("tt charger", "unknown");
        attach(good, HOST + "-unknown", "usb4-port2", 404);
        observe(HOST, desktop(HOST, "tt-1", Instant.parse("2026-11-30T10:00:00Z"), null));
        attach(good, HOST, "usb4-port2", 201);
        observe(HOST, desktop(HOST, "tt-2", Instant.parse("2026-11-30T10:01:00Z"), enclosure(5, 10000)));
        observe(HOST, desktop(HOST, "tt-3", Instant.parse("2026-11-30T10:10:00Z"), null));
        detach(good);
        attach(charger, HOST, "usb3-port2", 201);
        observe(HOST, desktop(HOST, "tt-4", Instant.parse("2026-11-30T10:11:00Z"), enclosure(6, 480)));

        given().queryParam("at", "2026-11-30T10:05:00Z").get("/api/hosts/" + HOST + "/topology").then().statusCode(200)
                .body("controllers[0].buses.find { it.bus == 4 }.devices[0].path", equalTo("4-2"))
                .body("controllers[0].buses.find { it.bus == 4 }.devices[0].speedMbps", equalTo(10000))
                .body("controllers[0].buses.find { it.bus == 3 }.devices", empty());
        given().queryParam("at", "2026-11-30T10:12:00Z").get("/api/hosts/" + HOST + "/topology").then().statusCode(200)
                .body("controllers[0].buses.find { it.bus == 3 }.devices[0].speedMbps", equalTo(480))
                .body("controllers[0].buses.find { it.bus == 4 }.devices", empty());
        given().queryParam("at", "2026-11-30T09:00:00Z").get("/api/hosts/" + HOST + "/topology").then().statusCode(404)
                .contentType("application/problem+json");
        given().queryParam("at", "yesterday").get("/api/hosts/" + HOST + "/topology").then().statusCode(400)
                .body("field", equalTo("at"));
        given().get("/api/hosts/" + HOST + "/devices/4-2/events").then().statusCode(200)
                .body("type", equalTo(java.util.List.of("DeviceConnectedEvent", "DeviceDisconnectedEvent")))
                .body("source", hasItem("probe:" + HOST));
    }

    private static void attach(String cableId, String host, String portId, int status) {
        given().contentType("application/json").body("{\"hostId\":\"%s\",\"portId\":\"%s\"}".formatted(host, portId))
                .post("/api/cables/" + cableId + "/attachments").then().statusCode(status);
    }
}
