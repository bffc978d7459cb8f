package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Speed over time on seed 000's desktop connector: the enclosure at 10000M on its SuperSpeed half, unplugged,
 * then back at 480M on its USB 2.0 half (the same device, by vid:pid and serial): a downgrade.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SpeedHistoryApiTest {
    private static final Instant T = Instant.parse("2026-11-30T10:00:00Z");

    private static void downgradedHost(String host) {
        observe(host, desktop(host, host + "-1", T, enclosure(3, 10000)));
        observe(host, desktop(host, host + "-2", T.plusSeconds(600), null));
        observe(host, desktop(host, host + "-3", T.plusSeconds(1200), enclosure(4, 480)));
    }

    @Test
    void aConnectorsHistoryFollowsBothHalvesAndMarksTheReconnectAt480AsADowngradeWithItsEvent() {
        downgradedHost("hist-conn");
        JsonPath h = given().get("/api/hosts/hist-conn/connectors/usb3-port2/speed-history").then().statusCode(200)
                .extract().jsonPath();
        assertThat(h.getString("schema")).isEqualTo("linkledger.speed-history/1");
        assertThat(h.getString("subject")).isEqualTo("usb3-port2 + usb4-port2");
        assertThat(h.getList("links.path", String.class)).containsExactly("4-2", "4-2", "3-2");
        assertThat(h.getList("links.mbps", Double.class)).containsExactly(10000.0, null, 480.0);
        assertThat(h.getList("downgrades")).hasSize(1);
        assertThat(h.getDouble("downgrades[0].fromMbps")).isEqualTo(10000.0);
        assertThat(h.getDouble("downgrades[0].toMbps")).isEqualTo(480.0);
        assertThat(h.getString("downgrades[0].event.type")).isEqualTo("DeviceConnectedEvent");
        assertThat(h.getString("downgrades[0].at")).isEqualTo(T.plusSeconds(1200).toString());
    }

    @Test
    void aDevicesHistoryFollowsItAcrossPortsByItsIdentity() {
        downgradedHost("hist-dev");
        JsonPath h = given().get("/api/hosts/hist-dev/devices/3-2/speed-history").then().statusCode(200).extract().jsonPath();
        assertThat(h.getList("links.path", String.class)).containsExactly("4-2", "4-2", "3-2");
        assertThat(h.getList("downgrades.toMbps", Double.class)).containsExactly(480.0);
        // The device history resources beside it still answer.
        given().get("/api/hosts/hist-dev/devices/3-2/events").then().statusCode(200);
        given().get("/api/hosts/hist-dev/connectors/usb9-port9/speed-history").then().statusCode(404);
    }
}
