package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.advisor.support.DesktopLab.desktopWithMeasuredPort;
import static dev.linkledger.advisor.support.DesktopLab.ethernetOnUsb2Port1;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/** Which port of seed 000's desktop suits an enclosure: two 10000M controllers, one connector measured at 5000M. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PortSuitabilityTest {

    private static JsonPath ports(String host, String suits) {
        var request = given();
        if (suits != null) request = request.queryParam("suits", suits);
        return request.get("/api/hosts/" + host + "/ports").then().statusCode(200).extract().jsonPath();
    }

    @Test
    void listsEachConnectorOnceWithItsMeasuredLimitAndKeepsTheLabelRoute() {
        desktopWithMeasuredPort("suits-list", null);
        JsonPath json = ports("suits-list", null);
        assertThat(json.getList("portId")).containsExactlyInAnyOrder("usb2-port1", "usb2-port2", "usb3-port3",
                "usb4-port1", "usb4-port2");
        assertThat(json.getInt("find { it.portId == 'usb4-port2' }.measuredLimitMbps")).isEqualTo(5000);
        assertThat(json.getString("find { it.portId == 'usb4-port2' }.occupant")).isEqualTo("4-2");
        assertThat(json.getBoolean("find { it.portId == 'usb3-port3' }.superSpeed")).isFalse();
        assertThat(json.getList("rank")).containsOnlyNulls();

        given().contentType("application/json").body("{\"labels\":[\"rear USB-C\"]}")
                .put("/api/hosts/suits-list/ports/usb4-port2/labels").then().statusCode(200);
    }

    @Test
    void ranksTheFreeGen2PortsOfTheOtherControllerFirstForA10GbpsEnclosure() {
        desktopWithMeasuredPort("suits-mode", null);
        JsonPath json = ports("suits-mode", "mode:10000");

        assertThat(json.getList("portId")).containsExactly("usb2-port1", "usb2-port2", "usb4-port1", "usb4-port2", "usb3-port3");
        assertThat(json.getList("expectedMBps")).isEqualTo(List.of(1050, 1050, 1050, 400, 43));
        assertThat(json.getList("rank")).isEqualTo(List.of(1, 2, 3, 4, 5));
        assertThat(json.getList("find { it.portId == 'usb4-port1' }.reasons", String.class))
                .contains("controller also carries storage: 4-2");
        assertThat(json.getString("find { it.portId == 'usb4-port2' }.cappedBy")).isEqualTo("port");
        assertThat(json.getList("find { it.portId == 'usb4-port2' }.reasons", String.class))
                .anyMatch(r -> r.startsWith("measured at 5000M"));
        assertThat(json.getList("find { it.portId == 'usb3-port3' }.reasons", String.class))
                .contains("no SuperSpeed companion: USB 2.0 only");
    }

    @Test
    void ranksAnOccupiedPortBelowAFreeOneOfTheSameCeiling() {
        desktopWithMeasuredPort("suits-occupied", ethernetOnUsb2Port1());
        JsonPath json = ports("suits-occupied", "mode:10000");

        // A free port, even on a controller carrying storage, comes before an occupied one of the same ceiling.
        assertThat(json.getList("portId").subList(0, 3)).containsExactly("usb2-port2", "usb4-port1", "usb2-port1");
        assertThat(json.getList("find { it.portId == 'usb2-port1' }.reasons", String.class)).contains("occupied by 2-1");
    }

    @Test
    void ranksForARegisteredEnclosureTreatingItsOwnPortAsFree() {
        desktopWithMeasuredPort("suits-enclosure", null);
        String id = given().contentType("application/json").body("""
                {"label":"rootfs NVMe","bridge":"JMS583","medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},
                 "usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}
                """).post("/api/enclosures").then().statusCode(201).extract().path("id");
        JsonPath json = ports("suits-enclosure", id);

        assertThat(json.getList("portId")).containsExactly("usb2-port1", "usb2-port2", "usb4-port1", "usb4-port2", "usb3-port3");
        assertThat(json.getString("find { it.portId == 'usb4-port2' }.occupant")).isNull();
        assertThat(json.getList("find { it.portId == 'usb4-port1' }.storageOnController")).isEmpty();
        assertThat(json.getInt("[0].expectedMBps")).isEqualTo(1050);
    }

    @Test
    void rejectsAnUnreadableSuitsAndAnUnknownEnclosure() {
        desktopWithMeasuredPort("suits-bad", null);
        given().queryParam("suits", "mode:fast").get("/api/hosts/suits-bad/ports").then().statusCode(400)
                .contentType("application/problem+json").body("field", equalTo("suits"));
        given().queryParam("suits", "no-such-enclosure").get("/api/hosts/suits-bad/ports").then().statusCode(404);
        given().get("/api/hosts/suits-nobody/ports").then().statusCode(404);
    }
}
