package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.query.DeviceConnectionEntity;
import dev.linkledger.inventory.query.DeviceEntity;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * One device unplugged and another plugged into the same port between two observations: a
 * disconnect and a connect at one path, projected in one batch. The device row must end up as the
 * new device, and the history must close the old connection and open the new one.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DeviceSwapProjectionTest {

    /** A reconnect gets a new devnum from the kernel: that is how a new connection is told from the old one. */
    private static String observation(String id, String at, int devnum, String serial, String speed) {
        return """
                {"observationId":"%s","hostId":"swap-1","observedAt":"%s","source":"sysfs",
                 "buses":[{"bus":3,"speedMbps":480,"ports":4,"driver":"xhci_hcd","controller":"0000:00:14.0"}],
                 "controllers":[{"id":"0000:00:14.0","pciAddress":"0000:00:14.0","vendorId":"8086","deviceId":"a36d",
                                 "pciClass":"0c0330","buses":[3],"inferred":false}],
                 "ports":[{"id":"usb3-port1","bus":3,"hubPath":"usb3","number":1}],
                 "devices":[{"path":"3-1","bus":3,"devnum":%d,"parentPath":"usb3","portId":"usb3-port1",
                             "speedMbps":%s,"bcdUsb":"2.00","vendorId":"1a86","productId":"7523","deviceClass":"ff",
                             "serial":"%s"}]}
                """.formatted(id, at, devnum, speed, serial);
    }

    @Test
    void theNewDeviceTakesTheRowAndTheHistoryKeepsBothConnections() {
        given().contentType("application/json").body(observation("s-1", "2026-11-30T10:00:00Z", 4, "OLD", "12"))
                .post("/api/hosts/swap-1/observations").then().statusCode(200);
        given().contentType("application/json").body(observation("s-2", "2026-11-30T10:05:00Z", 5, "NEW", "480"))
                .post("/api/hosts/swap-1/observations").then().statusCode(200).body("appendedEvents", equalTo(2));

        given().get("/api/hosts/swap-1/topology").then().statusCode(200)
                .body("controllers[0].buses[0].devices.size()", equalTo(1))
                .body("controllers[0].buses[0].devices[0].serial", equalTo("NEW"))
                .body("controllers[0].buses[0].devices[0].speedMbps", equalTo(480));

        QuarkusTransaction.requiringNew().run(() -> {
            List<DeviceConnectionEntity> history = DeviceConnectionEntity.list("hostId = ?1 order by connectedAt", "swap-1");
            assertThat(history).extracting(c -> c.serial).containsExactly("OLD", "NEW");
            assertThat(history.get(0).disconnectedEvent).isNotNull();
            assertThat(history.get(1).disconnectedEvent).isNull();
            DeviceEntity device = DeviceEntity.findById(new DeviceEntity.Key("swap-1", "3-1"));
            assertThat(device.connected.id).isEqualTo(history.get(1).connectedEvent);
        });
    }
}
