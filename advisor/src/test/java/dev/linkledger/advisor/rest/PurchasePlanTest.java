package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.advisor.support.DesktopLab.desktopWithMeasuredPort;
import static dev.linkledger.advisor.support.DesktopLab.usb2OnlyHost;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/** "Ask before buying" on seed 000's desktop: its USB-C connector is measured at 5000M under a 10000M root hub. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PurchasePlanTest {

    private static JsonPath plan(String host, String items) {
        return given().contentType("application/json").body("{\"hostId\":\"" + host + "\",\"items\":[" + items + "]}")
                .post("/api/plans").then().statusCode(201).contentType("application/json").extract().jsonPath();
    }

    @Test
    void callsThe80GbpsCableSixteenTimesOverspecifiedForTheDesktopUsbCPort() {
        desktopWithMeasuredPort("plan-overspec", null);
        JsonPath json = plan("plan-overspec", "{\"kind\":\"cable\",\"rating\":\"USB4 80Gbps\",\"portId\":\"usb4-port2\"}");

        String f = "items[0].findings.find { it.rule == 'PLAN_OVERSPEC' }";
        assertThat(json.getInt(f + ".data.factor")).isEqualTo(16);
        assertThat(json.getString(f + ".action")).contains("a 5 Gbps cable suffices");
        assertThat(json.getString(f + ".subject.kind")).isEqualTo("plan-item");
        assertThat(json.getString(f + ".severity")).isEqualTo("warning");
        assertThat(json.getString(f + ".confidence")).isEqualTo("certain");
        assertThat(json.getList(f + ".evidence.events.flatten().type")).contains("PortCapabilityMeasuredEvent");
        assertThat(json.getInt("items[0].ceilingNowMBps")).isEqualTo(400);
        assertThat(json.getInt("items[0].ceilingWithItemMBps")).isEqualTo(400);
        assertThat(json.getString("items[0].cappedBy")).isEqualTo("port");
        assertThat(json.getList("findings.rule")).contains("PLAN_OVERSPEC");

        String id = json.getString("id");
        given().get("/api/plans/" + id).then().statusCode(200)
                .body("hostId", equalTo("plan-overspec"))
                .body("items[0].findings.find { it.rule == 'PLAN_OVERSPEC' }.data.factor", equalTo(16));
    }

    @Test
    void namesTheFreeGen2PortWhenTheIntendedPortIsTheSlowOne() {
        desktopWithMeasuredPort("plan-better", null);
        JsonPath json = plan("plan-better", "{\"kind\":\"enclosure\",\"bridge\":\"JMS583\",\"medium\":{\"kind\":\"NVME\"},\"portId\":\"usb3-port2\"}");

        assertThat(json.getString("items[0].portId")).isEqualTo("usb4-port2");
        String better = "items[0].findings.find { it.rule == 'PLAN_BETTER_PORT' }";
        assertThat(json.getString(better + ".data.betterPortId")).isEqualTo("usb2-port1");
        assertThat(json.getInt(better + ".data.gainMBps")).isEqualTo(650);
        assertThat(json.getString(better + ".action")).contains("usb2-port1");
    }

    @Test
    void aFasterCableGainsNothingOnAPortMeasuredAt5000() {
        desktopWithMeasuredPort("plan-no-gain", null);
        JsonPath json = plan("plan-no-gain", "{\"kind\":\"cable\",\"rating\":\"USB 5Gbps\",\"portId\":\"usb4-port2\"}");

        String noGain = "items[0].findings.find { it.rule == 'PLAN_NO_GAIN' }";
        assertThat(json.getString(noGain + ".data.cappedBy")).isEqualTo("port");
        assertThat(json.getInt(noGain + ".data.gainMBps")).isZero();
        assertThat(json.getList("items[0].findings.rule")).doesNotContain("PLAN_OVERSPEC", "PLAN_OK", "PLAN_BETTER_PORT");
    }

    @Test
    void listsTheCandidatesOfAnAmbiguousUsb31Rating() {
        desktopWithMeasuredPort("plan-ambiguous", null);
        JsonPath json = plan("plan-ambiguous", "{\"kind\":\"cable\",\"rating\":\"USB 3.1\"}");

        String f = "items[0].findings.find { it.rule == 'PLAN_AMBIGUOUS_RATING' }";
        assertThat(json.getList(f + ".data.candidates")).containsExactly("GEN1", "GEN2");
        assertThat(json.getString(f + ".explanation")).contains("5 Gbps").contains("10 Gbps");
        assertThat(json.getList("items[0].findings.rule")).containsExactly("PLAN_AMBIGUOUS_RATING");
    }

    @Test
    void approvesTheNvmeEnclosureOnTheFreeGen2PortWithItsGain() {
        desktopWithMeasuredPort("plan-ok", null);
        JsonPath json = plan("plan-ok", "{\"kind\":\"enclosure\",\"bridge\":\"JMS583\",\"medium\":{\"kind\":\"NVME\"}}");

        assertThat(json.getList("items[0].findings.rule")).containsExactly("PLAN_OK");
        assertThat(json.getString("items[0].portId")).isEqualTo("usb2-port1");
        assertThat(json.getInt("items[0].ceilingNowMBps")).isEqualTo(400);
        assertThat(json.getInt("items[0].ceilingWithItemMBps")).isEqualTo(1050);
        assertThat(json.getString("items[0].cappedBy")).isEqualTo("controller");
        assertThat(json.getInt("items[0].findings[0].data.gainMBps")).isEqualTo(650);
        assertThat(json.getList("items[0].findings[0].catalogEntries")).containsExactly("152d:0583");
    }

    @Test
    void saysTheSataMediumWouldCapTheEnclosureOnAGen2Port() {
        desktopWithMeasuredPort("plan-medium", null);
        JsonPath json = plan("plan-medium", "{\"kind\":\"enclosure\",\"vendorId\":\"152d\",\"productId\":\"0583\",\"medium\":{\"kind\":\"SATA\"}}");

        String f = "items[0].findings.find { it.rule == 'PLAN_BOTTLENECK' }";
        assertThat(json.getString(f + ".data.cappedBy")).isEqualTo("medium");
        assertThat(json.getInt(f + ".data.portMBps")).isEqualTo(1050);
        assertThat(json.getInt("items[0].ceilingWithItemMBps")).isEqualTo(550);
        assertThat(json.getString("items[0].cappedBy")).isEqualTo("medium");
    }

    @Test
    void warnsThatASlowCableWouldBecomeTheCapOfAGen2Port() {
        desktopWithMeasuredPort("plan-slow-cable", null);
        JsonPath json = plan("plan-slow-cable", "{\"kind\":\"cable\",\"rating\":\"USB 2.0\",\"portId\":\"usb2-port2\"}");

        String f = "items[0].findings.find { it.rule == 'PLAN_BOTTLENECK' }";
        assertThat(json.getString(f + ".severity")).isEqualTo("warning");
        assertThat(json.getString("items[0].cappedBy")).isEqualTo("item");
        assertThat(json.getInt("items[0].ceilingWithItemMBps")).isEqualTo(43);
    }

    @Test
    void findsNoSuitablePortForAnEnclosureOnAUsb2OnlyHost() {
        usb2OnlyHost("plan-ehci");
        JsonPath json = plan("plan-ehci", "{\"kind\":\"enclosure\",\"bridge\":\"152d:0583\",\"medium\":{\"kind\":\"NVME\"}}");

        assertThat(json.getList("items[0].findings.rule")).contains("PLAN_NO_SUITABLE_PORT").doesNotContain("PLAN_OK");
        assertThat(json.getInt("items[0].ceilingWithItemMBps")).isEqualTo(43);
    }

    @Test
    void rejectsAnItemWithoutAKnownKindNamingTheField() {
        desktopWithMeasuredPort("plan-bad", null);
        given().contentType("application/json")
                .body("{\"hostId\":\"plan-bad\",\"items\":[{\"kind\":\"cable\",\"rating\":\"USB 10Gbps\"},{\"kind\":\"toaster\"}]}")
                .post("/api/plans").then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("items[1].kind"));
        given().contentType("application/json")
                .body("{\"hostId\":\"plan-bad\",\"items\":[{\"kind\":\"cable\",\"rating\":\"USB 10Gbps\",\"portId\":\"usb9-port9\"}]}")
                .post("/api/plans").then().statusCode(400).body("field", equalTo("items[0].portId"));
        given().contentType("application/json")
                .body("{\"hostId\":\"plan-bad\",\"items\":[{\"kind\":\"enclosure\",\"bridge\":\"JMS583\"}]}")
                .post("/api/plans").then().statusCode(400).body("field", equalTo("items[0].medium"));
        given().contentType("application/json").body("{\"hostId\":\"plan-nobody\",\"items\":[{\"kind\":\"cable\",\"rating\":\"USB 10Gbps\"}]}")
                .post("/api/plans").then().statusCode(404).contentType("application/problem+json");
        given().get("/api/plans/no-such-plan").then().statusCode(404);
    }

    @Test
    void aCardFasterThanEveryPortIsAGainAndOneNoFasterIsNot() {
        usb2OnlyHost("plan-card");
        JsonPath json = plan("plan-card", "{\"kind\":\"card\",\"rating\":\"USB 3.2 Gen 2\"},{\"kind\":\"card\",\"rating\":\"USB 2.0\"}");
        assertThat(json.getList("items[0].findings.rule")).containsExactly("PLAN_OK");
        assertThat(json.getInt("items[0].ceilingWithItemMBps")).isEqualTo(1050);
        assertThat(json.getList("items[1].findings.rule")).containsExactly("PLAN_NO_GAIN");
        assertThat(json.getList("findings.rule")).isEqualTo(List.of("PLAN_OK", "PLAN_NO_GAIN"));
    }
}
