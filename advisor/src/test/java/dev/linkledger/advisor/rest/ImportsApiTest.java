package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;

/** POST /api/hosts/{hostId}/imports with pastes of several tools' output. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ImportsApiTest {

    static String paste(String name) throws IOException {
        try (InputStream in = ImportsApiTest.class.getResourceAsStream("/imports/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void mixedPasteGivesTheTreesDeviceTheCapabilityItsBosDeclares() throws IOException {
        given().contentType("text/plain").body(paste("seed000-tree-lsusb-v-dmesg.txt"))
                .when().post("/api/hosts/imports-mixed/imports")
                .then().statusCode(200)
                .body("appendedEvents", greaterThan(0))
                .body("notes.kind", hasItem("provenance"));

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/imports-mixed/topology").then().statusCode(200)
                        .body("controllers.find { it.id == 'xhci-bus3+4' }.buses[0].devices[0].path", equalTo("3-2"))
                        .body("controllers.find { it.id == 'xhci-bus3+4' }.buses[0].devices[0].speedMbps", equalTo(480))
                        .body("controllers.find { it.id == 'xhci-bus3+4' }.buses[0].devices[0].capability.source", equalTo("bos"))
                        .body("controllers.find { it.id == 'xhci-bus3+4' }.buses[0].devices[0].capability.maxSpeedMbps", equalTo(10000)));
    }

    @Test
    void aKernelLogThatNamesNothingUsbIsAcceptedAndLeavesTheHostsDevicesAlone() throws IOException {
        given().contentType("text/plain").body(paste("seed002-chain.usb-devices.txt"))
                .when().post("/api/hosts/imports-nothing-usb/imports?format=usb-devices")
                .then().statusCode(200);
        String captureDriversLog = """
                [416830.888251] cx231xx #0: V4L2 device registered as video3 and vbi3
                [416830.903131] cx231xx #0: cannot change alt number to 3 (error=-71)
                [416830.914736] cx231xx #0: UsbInterface::sendCommand, failed with
                """;

        given().contentType("text/plain").body(captureDriversLog)
                .when().post("/api/hosts/imports-nothing-usb/imports")
                .then().statusCode(200)
                .body("notes.kind", hasItem("no-usb-lines"));

        given().get("/api/hosts/imports-nothing-usb/topology").then().statusCode(200)
                .body("controllers[0].buses.find { it.bus == 1 }.devices[0].path", equalTo("1-7"))
                .body("controllers[0].buses.find { it.bus == 1 }.devices[0].children[0].path", equalTo("1-7.2"));
    }

    @Test
    void usbDevicesFormatBuildsSeed002sChain() throws IOException {
        given().contentType("text/plain").body(paste("seed002-chain.usb-devices.txt"))
                .when().post("/api/hosts/imports-usb-devices/imports?format=usb-devices")
                .then().statusCode(200).body("appendedEvents", greaterThan(0));

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/imports-usb-devices/topology").then().statusCode(200)
                        .body("controllers[0].buses.bus", hasItems(1, 2))
                        .body("controllers[0].buses.find { it.bus == 1 }.devices[0].path", equalTo("1-7"))
                        .body("controllers[0].buses.find { it.bus == 1 }.devices[0].children[0].path", equalTo("1-7.2")));
    }

    @Test
    void aPasteWithNothingUsableIsA400ListingItsSkippedLines() {
        given().contentType("text/plain").body("My drive is slow:\nBus 001 Device 0x3: ID 152d:0583 JMicron\nT:  Bus=01 Lev=zz\n")
                .when().post("/api/hosts/imports-nothing/imports")
                .then().statusCode(400).contentType("application/problem+json")
                .body("status", equalTo(400))
                .body("detail", containsString("nothing to import"))
                .body("errors.line", hasItems(2, 3));
        given().get("/api/hosts/imports-nothing").then().statusCode(404);
    }

    @Test
    void anUnknownFormatIsA400NamingTheParameter() throws IOException {
        given().contentType("text/plain").body(paste("seed002-chain.usb-devices.txt"))
                .when().post("/api/hosts/imports-bad-format/imports?format=lspci")
                .then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("format"))
                .body("detail", containsString("usb-devices"));
    }
}
