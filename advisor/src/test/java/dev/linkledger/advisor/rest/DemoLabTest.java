package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/** The README's promise: a fresh service shows seed 000's fallback on its demo host. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DemoLabTest {

    @Test
    void freshServiceShowsTheDemoDesktopFallback() {
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/demo-desktop/findings").then().statusCode(200)
                        .body("rule", hasItem("USB2_FALLBACK"))
                        .body("subject.path", hasItem("3-2")));
    }

    @Test
    void thePlanForTheFallbackPortNeitherCallsAUsb2CableEnoughNorGuessesItsSuperSpeedHalf() {
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/demo-desktop/findings").then().statusCode(200)
                        .body("find { it.rule == 'USB2_FALLBACK' }.action", containsString("SuperSpeed")));
        // The lsusb -t paste pairs no ports: whether usb3-port2 has a SuperSpeed half (on bus 4) it does not say, so the
        // plan says so, with what the cable would give either way, and never that a USB 2.0 cable would do.
        given().contentType("application/json").body("""
                        {"hostId":"demo-desktop","items":[{"kind":"cable","rating":"USB4 80Gbps","portId":"usb3-port2"}]}""")
                .post("/api/plans").then().statusCode(201)
                .body("items[0].findings.rule", equalTo(java.util.List.of("PLAN_PORT_UNKNOWN")))
                .body("items[0].findings[0].data.possibleSuperSpeedBus", equalTo(4))
                .body("items[0].findings[0].data.withSuperSpeedMBps", equalTo(1050))
                .body("items[0].findings.action", not(hasItem(containsString("USB 2.0 cable"))));
        given().queryParam("suits", "mode:10000").get("/api/hosts/demo-desktop/ports").then().statusCode(200)
                .body("find { it.portId == 'usb3-port2' }.linkMbps", equalTo(480))
                .body("find { it.portId == 'usb3-port2' }.superSpeedHalf", equalTo("unknown"))
                .body("find { it.portId == 'usb3-port2' }.expectedMBpsIfSuperSpeed", equalTo(1050))
                .body("find { it.portId == 'usb3-port2' }.reasons", hasItem(containsString("(on bus 4, 10000M) is unknown")));
    }
}
