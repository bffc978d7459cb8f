package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/** An e-marker read through the connector is the attached cable's declared identity, apart from its measured one. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CableDeclarationTest {

    @Test
    void recordsTheEmarkerAsDeclaredIdentityAndLeavesMeasuredCapabilityUnverified() {
        Instant at = Instant.parse("2026-11-30T16:00:00Z");
        observe("emark-desk", desktop("emark-desk", "m-1", at, null));
        String cable = registerCable("emarked 40G", "USB4 40Gbps");
        attach(cable, "emark-desk", "usb4-port2");
        // Public cable report test vector: id header 0x1C60315C, cable VDO 0x110A4643 = passive, USB4 Gen 3, 5 A, 50 V.
        String typec = """
                ,"typecPorts":[{"port":"port0","dataRole":"host","powerRole":"source","usbPorts":["usb3-port2","usb4-port2"],
                  "cable":{"kind":"passive","usbSpeed":"usb4-gen3","maxSpeedMbps":40000,"currentMa":5000,"maxVoltageV":50,
                           "plugType":"type-c","identity":{"idHeader":"0x1c60315c","productTypeVdo1":"0x110a4643"}}}]}""";
        String body = desktop("emark-desk", "m-2", at.plusSeconds(60), null);
        body = body.substring(0, body.lastIndexOf('}')) + typec;
        observe("emark-desk", body).body("appendedEvents", equalTo(1));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().get("/api/cables/" + cable).then()
                .body("declared.usbSpeed", equalTo("usb4-gen3"))
                .body("declared.maxSpeedMbps", equalTo(40000))
                .body("capability", equalTo("unverified")));
        given().get("/api/hosts/emark-desk/events").then()
                .body("find { it.type == 'TypecCableSeenEvent' }.payload.typecPort", equalTo("port0"));
    }
}
