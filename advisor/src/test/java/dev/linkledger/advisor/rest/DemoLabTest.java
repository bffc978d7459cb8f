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
    void thePlanForTheFallbackPortAsksForASuperSpeedCableAsTheFindingDoes() {
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/demo-desktop/findings").then().statusCode(200)
                        .body("find { it.rule == 'USB2_FALLBACK' }.action", containsString("SuperSpeed")));
        // The lsusb -t paste pairs no ports: usb3-port2's SuperSpeed half is taken to be on bus 4, as the finding takes it.
        given().contentType("application/json").body("""
                        {"hostId":"demo-desktop","items":[{"kind":"cable","rating":"USB4 80Gbps","portId":"usb3-port2"}]}""")
                .post("/api/plans").then().statusCode(201)
                .body("items[0].findings.find { it.rule == 'PLAN_OVERSPEC' }.action", containsString("a 10 Gbps cable suffices"))
                .body("items[0].findings.action", not(hasItem(containsString("USB 2.0 cable"))));
        given().queryParam("suits", "mode:10000").get("/api/hosts/demo-desktop/ports").then().statusCode(200)
                .body("find { it.portId == 'usb3-port2' }.linkMbps", equalTo(10000))
                .body("find { it.portId == 'usb3-port2' }.reasons", hasItem(containsString("SuperSpeed half presumably on bus 4")));
    }
}
