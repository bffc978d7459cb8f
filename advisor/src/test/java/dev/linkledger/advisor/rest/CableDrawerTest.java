package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.detach;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;

/**
 * Seed 000's drawer: ten look-alike USB-C cables tried one by one between the 10 Gb/s JMS583
 * enclosure and the desktop's 10000M connector. Nine bring it up at 480M on the connector's USB 2.0
 * half, one at 10000M; the ledger sorts the drawer from those links alone.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CableDrawerTest {
    private static final String HOST = "drawer-desk";
    private static final Instant START = Instant.parse("2026-11-30T08:00:00Z");

    @Test
    void sortsTheDrawerIntoOneSuperSpeedCableAndNineUsb2Cables() {
        observe(HOST, desktop(HOST, "drawer-0", START, null));
        List<String> labels = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            labels.add("drawer cable " + i);
            ids.add(registerCable("drawer cable " + i, "unknown"));
        }
        int superSpeed = 6;
        for (int i = 0; i < 10; i++) {
            attach(ids.get(i), HOST, "usb4-port2");
            Instant at = START.plusSeconds(60L * (i + 1));
            observe(HOST, desktop(HOST, "drawer-" + (i + 1), at, enclosure(10 + i, i == superSpeed ? 10000 : 480)))
                    .body("appendedEvents", org.hamcrest.Matchers.greaterThan(0));
            observe(HOST, desktop(HOST, "drawer-unplug-" + (i + 1), at.plusSeconds(30), null));
            detach(ids.get(i));
        }
        List<String> usb2 = new ArrayList<>(labels);
        usb2.remove(superSpeed);

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> {
            given().queryParam("capability", "superspeed").get("/api/cables").then().statusCode(200)
                    .body("findAll { it.label.startsWith('drawer') }.label", equalTo(List.of(labels.get(superSpeed))));
            given().queryParam("capability", "usb2").get("/api/cables").then().statusCode(200)
                    .body("findAll { it.label.startsWith('drawer') }.label", containsInAnyOrder(usb2.toArray()));
        });
        given().get("/api/cables/" + ids.get(0)).then().statusCode(200)
                // Cable 0 came before the SuperSpeed cable proved the connector: re-judged, it is limited all the same.
                .body("capability", equalTo("usb2"))
                .body("limitMbps", equalTo(480))
                .body("verdict", startsWith("limited to 480: USB 2.0 only or broken SuperSpeed pairs"))
                .body("suspicions", empty())
                .body("tests[0].summary", startsWith("came up at 480 on " + HOST + " usb3-port2 where both ends can do 10000"))
                .body("tests[0].evidence.linkEventType", equalTo("DeviceConnectedEvent"))
                .body("tests[0].evidence.deviceMbps", equalTo(10000))
                .body("tests[0].evidence.capabilitySource", equalTo("bos"))
                .body("tests[0].evidence.rootHubMbps", equalTo(10000))
                .body("tests[0].evidence.portId", equalTo("usb3-port2"));
        given().get("/api/cables/" + ids.get(superSpeed)).then().statusCode(200)
                .body("capability", equalTo("gen2"))
                .body("tests[0].summary", equalTo("carries at least 10000"));
        given().get("/api/cables/" + ids.get(0) + "/events").then().statusCode(200)
                .body("type", hasItem("CableCapabilityMeasuredEvent"))
                .body("find { it.type == 'CableCapabilityMeasuredEvent' }.source", equalTo("derived:link-verdicts"))
                .body("find { it.type == 'CableRegisteredEvent' }.source", equalTo("person"));
    }
}
