package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

/**
 * A paste that shows a device without the hub its path names (1-1.4 without 1-1), or without its
 * bus, still lists the device in the topology: under its bus, marked parentSeen false; the host
 * page draws the missing hub as a placeholder line. Same answer now and when time-travelling.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class UnseenParentTopologyApiTest {

    /**
     * The paste of a corpus case as posted (its header names the source): 012 is a Raspberry Pi's
     * dmesg about 1-1.4 (https://github.com/morrownr/USB-WiFi/issues/533), never its hub 1-1;
     * 039 a UAS crash log about 4-2.1 (https://lore.kernel.org/linux-usb/3750407.VQhiAETyHQ@nimes/)
     * with no line about bus 4 itself.
     */
    private static String corpusPaste(String name) throws IOException {
        try (InputStream in = UnseenParentTopologyApiTest.class.getResourceAsStream("/corpus/cases/" + name + ".txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.substring(text.indexOf("\n\n") + 2);
        }
    }

    private static void imported(String host, String paste) {
        given().contentType("text/plain; charset=UTF-8").body(paste)
                .when().post("/api/hosts/{id}/imports", host)
                .then().statusCode(200);
    }

    @Test
    void listsADeviceWhoseHubThePasteDoesNotShowUnderItsBusAndDrawsThatHubAsAPlaceholder() throws IOException {
        String host = "unseen-hub-pi";
        imported(host, corpusPaste("012-rpi-dwc-otg-mt7921au-usb2-host"));

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/{id}/topology", host).then().statusCode(200)
                        .body("controllers.buses.flatten().find { it.bus == 1 }.seen", equalTo(true))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices", hasSize(1))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices[0].path", equalTo("1-1.4"))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices[0].vendorId", equalTo("0e8d"))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices[0].productId", equalTo("7961"))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices[0].parentSeen", equalTo(false))
                        .body("unplaced", hasSize(0)));

        given().get("/lab/hosts/{id}", host).then().statusCode(200)
                .body(containsString("data-unseen-hub=\"1-1\""))
                .body(containsString("hangs on 1-1, which the evidence does not show"))
                .body(containsString("data-path=\"1-1.4\""));
        given().get("/lab/hosts/{id}/devices/1-1.4", host).then().statusCode(200);

        String now = given().get("/api/hosts/{id}/topology", host).then().statusCode(200).extract().asString();
        String then = given().queryParam("at", Instant.now().plusSeconds(60).toString())
                .get("/api/hosts/{id}/topology", host).then().statusCode(200).extract().asString();
        for (String field : java.util.List.of("path", "parentSeen", "vendorId"))
            assertThat(JsonPath.from(then).getList("controllers.buses.flatten().devices.flatten()." + field))
                    .as("the fold for time travel hangs the device as the projection does (" + field + ")")
                    .isEqualTo(JsonPath.from(now).getList("controllers.buses.flatten().devices.flatten()." + field));
    }

    @Test
    void listsABusThePasteNeverShowedWhenADeviceIsOnIt() throws IOException {
        String host = "unseen-bus-ts16";
        imported(host, corpusPaste("039-silverstone-ts16-rtl9210-uas-crash"));

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/{id}/topology", host).then().statusCode(200)
                        .body("controllers.buses.flatten().find { it.bus == 4 }.seen", equalTo(false))
                        .body("controllers.buses.flatten().find { it.bus == 4 }.devices[0].path", equalTo("4-2.1"))
                        .body("controllers.buses.flatten().find { it.bus == 4 }.devices[0].parentSeen", equalTo(false)));
        given().get("/lab/hosts/{id}", host).then().statusCode(200)
                .body(containsString("data-path=\"4-2.1\""))
                .body(containsString("data-unseen-hub=\"4-2\""));
    }

    @Test
    void marksEveryDeviceOfAWholeTreeWithItsParentSeen() {
        String host = "whole-tree-parent-seen";
        imported(host, """
                /:  Bus 01.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/12p, 480M
                    |__ Port 1: Dev 2, If 0, Class=Hub, Driver=hub/4p, 480M
                        |__ Port 4: Dev 4, If 0, Class=Vendor Specific Class, Driver=mt7921u, 480M
                """);

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/{id}/topology", host).then().statusCode(200)
                        .body("controllers.buses.flatten().find { it.bus == 1 }.seen", equalTo(true))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices.path", equalTo(java.util.List.of("1-1")))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices[0].parentSeen", equalTo(true))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices[0].children[0].path", equalTo("1-1.4"))
                        .body("controllers.buses.flatten().find { it.bus == 1 }.devices[0].children[0].parentSeen", equalTo(true)));
    }
}
