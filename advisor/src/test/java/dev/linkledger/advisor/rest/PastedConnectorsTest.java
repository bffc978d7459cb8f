package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.linkledger.advisor.support.DesktopLab.desktopWithMeasuredPort;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a paste shows of connectors, through the API: background story 000's desktop `lsusb -t` (bus 1: USB 2.0,
 * 4 ports; bus 2: 10000M, 2 ports; the same for buses 3 and 4) pairs no ports, so at most two of each controller's
 * four USB 2.0 connectors have a SuperSpeed half and the paste does not say which. The ports list, the ranking and
 * the plan say "unknown" with what would tell, not a guess; where the probe read sysfs' peer links they answer as
 * before.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PastedConnectorsTest {

    private static void importStoryDesktop(String host) throws IOException {
        // The story's tree exactly (demo/seed000-desktop.lsusb-t.txt: the story's lines under "$ lsusb -t").
        String paste;
        try (InputStream in = PastedConnectorsTest.class.getResourceAsStream("/demo/seed000-desktop.lsusb-t.txt")) {
            paste = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        given().contentType("text/plain").body(paste).post("/api/hosts/" + host + "/imports").then().statusCode(200);
    }

    private static JsonPath ports(String host, String suits) {
        var request = given();
        if (suits != null) request = request.queryParam("suits", suits);
        return request.get("/api/hosts/" + host + "/ports").then().statusCode(200).extract().jsonPath();
    }

    private static JsonPath plan(String host, String item) {
        return given().contentType("application/json").body("{\"hostId\":\"" + host + "\",\"items\":[" + item + "]}")
                .post("/api/plans").then().statusCode(201).extract().jsonPath();
    }

    @Test
    void theListCallsAPastesUsb2PortsSuperSpeedHalfUnknownAndSaysWhatWouldTell() throws IOException {
        importStoryDesktop("pasted-list");
        JsonPath json = ports("pasted-list", null);

        for (String usb2 : List.of("usb1-port1", "usb1-port2", "usb1-port3", "usb1-port4")) {
            String p = "find { it.portId == '" + usb2 + "' }";
            assertThat(json.getString(p + ".superSpeed")).as(usb2).isNull();
            assertThat(json.getString(p + ".superSpeedHalf")).as(usb2).isEqualTo("unknown");
            assertThat(json.getInt(p + ".linkMbps")).as(usb2).isEqualTo(480);
            assertThat(json.getInt(p + ".rootHubMbps")).as(usb2).isEqualTo(480);
            assertThat(json.getInt(p + ".possibleSuperSpeedBus")).as(usb2).isEqualTo(2);
            assertThat(json.getInt(p + ".linkMbpsIfSuperSpeed")).as(usb2).isEqualTo(10000);
            assertThat(json.getString(p + ".whatTells")).as(usb2).contains("`peer` links").contains("`lsusb -t`");
        }
        assertThat(json.getString("find { it.portId == 'usb3-port2' }.occupant")).isEqualTo("3-2");
        assertThat(json.getString("find { it.portId == 'usb3-port2' }.superSpeedHalf")).isEqualTo("unknown");
        for (String ss : List.of("usb2-port1", "usb2-port2", "usb4-port1", "usb4-port2")) {
            assertThat(json.getBoolean("find { it.portId == '" + ss + "' }.superSpeed")).as(ss).isTrue();
            assertThat(json.getInt("find { it.portId == '" + ss + "' }.linkMbps")).as(ss).isEqualTo(10000);
        }
        assertThat(json.getList("findAll { it.superSpeed == true }.portId")).hasSize(4);
    }

    @Test
    void theRankingPutsTheKnownSuperSpeedPortsFirstAndTheUnknownOnesAfterWithBothCeilings() throws IOException {
        importStoryDesktop("pasted-rank");
        JsonPath json = ports("pasted-rank", "mode:10000");

        assertThat(json.getList("portId", String.class).subList(0, 4))
                .containsExactly("usb2-port1", "usb2-port2", "usb4-port1", "usb4-port2");
        String p = "find { it.portId == 'usb1-port1' }";
        assertThat(json.getInt(p + ".rank")).isGreaterThan(4);
        assertThat(json.getInt(p + ".expectedMBps")).isEqualTo(43);
        assertThat(json.getInt(p + ".expectedMBpsIfSuperSpeed")).isEqualTo(1050);
        assertThat(json.getList(p + ".reasons", String.class))
                .anyMatch(r -> r.startsWith("USB 2.0 half; whether this connector has a SuperSpeed half (on bus 2, 10000M) is unknown"));
    }

    @Test
    void aPlanWithoutAPortNamesAKnownSuperSpeedPortAndAPlanForAnUnknownOneSaysSo() throws IOException {
        importStoryDesktop("pasted-plan");
        JsonPath best = plan("pasted-plan", "{\"kind\":\"cable\",\"rating\":\"USB4 80Gbps\"}");
        assertThat(best.getString("items[0].portId")).isEqualTo("usb2-port1");
        assertThat(best.getList("items[0].findings.rule", String.class)).contains("PLAN_OVERSPEC");

        JsonPath onUsb1 = plan("pasted-plan", "{\"kind\":\"cable\",\"rating\":\"USB4 80Gbps\",\"portId\":\"usb1-port1\"}");
        assertThat(onUsb1.getList("items[0].findings.rule", String.class)).containsExactly("PLAN_PORT_UNKNOWN");
        assertThat(onUsb1.getString("items[0].ceilingWithItemMBps")).isNull();
        String f = "items[0].findings[0]";
        assertThat(onUsb1.getString(f + ".severity")).isEqualTo("info");
        assertThat(onUsb1.getInt(f + ".data.withSuperSpeedMBps")).isEqualTo(1050);
        assertThat(onUsb1.getString(f + ".data.knownSuperSpeedPort")).isEqualTo("usb2-port1");
    }

    @Test
    void whereSysfsPairedThePortsTheAnswersAreKnown() {
        desktopWithMeasuredPort("pasted-paired", null);
        JsonPath json = ports("pasted-paired", null);

        assertThat(json.getList("superSpeedHalf", String.class)).doesNotContain("unknown");
        assertThat(json.getList("superSpeed")).doesNotContainNull();
        assertThat(json.getString("find { it.portId == 'usb3-port3' }.superSpeedHalf")).isEqualTo("no");
        assertThat(json.getString("find { it.portId == 'usb2-port1' }.superSpeedHalf")).isEqualTo("yes");
    }

    @Test
    void aUsb3HubSeenOnBothHalvesPairsItsConnector() throws IOException {
        // Corpus case 036 (lore.kernel.org linux-usb): `lsusb -tv` shows VIA's 2109:2817 on usb1-port6 at 480M and its
        // SuperSpeed half 2109:0817 on usb2-port6: one connector. The other USB 2.0 ports stay unknown.
        String text;
        try (InputStream in = PastedConnectorsTest.class.getResourceAsStream("/corpus/cases/036-via-usb3-hub-both-halves-healthy.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        given().contentType("text/plain").body(text.substring(text.indexOf("\n\n") + 2))
                .post("/api/hosts/pasted-twins/imports").then().statusCode(200);
        JsonPath json = ports("pasted-twins", null);

        assertThat(json.getList("portId", String.class)).doesNotContain("usb1-port6", "1-6-port1");
        assertThat(json.getString("find { it.portId == 'usb2-port6' }.peer")).isEqualTo("usb1-port6");
        assertThat(json.getString("find { it.portId == 'usb2-port6' }.superSpeedHalf")).isEqualTo("yes");
        // The hub's own ports pair by number, as a USB 3 hub's two halves number them alike.
        assertThat(json.getString("find { it.portId == '2-6-port1' }.peer")).isEqualTo("1-6-port1");
        assertThat(json.getString("find { it.portId == 'usb1-port4' }.superSpeedHalf")).isEqualTo("unknown");
        // Hubs whose ids the paste trimmed pair with nothing: their ports are unknown, not USB 2.0 only.
        assertThat(json.getString("find { it.portId == '1-4-port1' }.superSpeedHalf")).isEqualTo("unknown");
    }
}
