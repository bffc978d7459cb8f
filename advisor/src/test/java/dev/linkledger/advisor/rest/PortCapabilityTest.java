package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.detach;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

/**
 * Seed 000's desktop: a cable proven at 10 Gb/s on the laptop and the 10 Gb/s enclosure link at
 * 5000M on the desktop's USB-C connector, whose root hub says 10000M: the connector is the limit.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PortCapabilityTest {

    @Test
    void capsTheDesktopUsbCPortAtGen1WhenAProvenCableAndDeviceLinkAt5000() {
        String cable = registerCable("80G braided", "USB4 80Gbps");
        Instant at = Instant.parse("2026-11-30T11:00:00Z");
        observe("pc-laptop", desktop("pc-laptop", "l-1", at, null));
        attach(cable, "pc-laptop", "usb4-port2");
        observe("pc-laptop", desktop("pc-laptop", "l-2", at.plusSeconds(60), enclosure(3, 10000)));
        detach(cable);
        observe("pc-desktop", desktop("pc-desktop", "d-1", at, null));
        attach(cable, "pc-desktop", "usb3-port2");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().get("/api/cables/" + cable).then()
                .body("provenMbps", equalTo(10000)));
        observe("pc-desktop", desktop("pc-desktop", "d-2", at.plusSeconds(120), enclosure(4, 5000)));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().get("/api/hosts/pc-desktop/topology").then()
                .body("ports.find { it.id == 'usb4-port2' }.measuredLimitMbps", equalTo(5000))
                .body("ports.find { it.id == 'usb3-port2' }.measuredLimitMbps", equalTo(5000)));
        given().get("/api/hosts/pc-laptop/topology").then()
                .body("ports.find { it.id == 'usb4-port2' }.measuredLimitMbps", nullValue());
        given().get("/api/cables/" + cable).then().body("capability", equalTo("gen2")).body("limitMbps", nullValue());
    }

    @Test
    void labelsAConnectorOnBothItsKernelPortsAndShowsWhoDidIt() {
        observe("pc-labels", desktop("pc-labels", "lb-1", Instant.parse("2026-11-30T11:00:00Z"), null));
        given().contentType("application/json").body("{\"labels\":[\"front USB-C\"]}")
                .put("/api/hosts/pc-labels/ports/usb4-port2/labels").then().statusCode(200)
                .body("labels", equalTo(List.of("front USB-C")));
        given().get("/api/hosts/pc-labels/topology").then()
                .body("ports.find { it.id == 'usb3-port2' }.labels", equalTo(List.of("front USB-C")));
        given().get("/api/hosts/pc-labels/events").then().statusCode(200)
                .body("find { it.type == 'PortLabelledEvent' }.source", equalTo("person"))
                .body("find { it.type == 'HostRegisteredEvent' }.source", equalTo("probe:pc-labels"));
        given().contentType("application/json").body("{\"labels\":[\"x\"]}")
                .put("/api/hosts/pc-labels/ports/usb9-port9/labels").then().statusCode(404)
                .contentType("application/problem+json").body("field", equalTo("portId"));
        given().contentType("application/json").body("{\"labels\":[\"x\"]}")
                .put("/api/hosts/pc-nobody/ports/usb3-port2/labels").then().statusCode(404)
                .contentType("application/problem+json");
    }
}
