package dev.linkledger.advisor.support;

import io.restassured.response.ValidatableResponse;

import java.time.Instant;

import static io.restassured.RestAssured.given;

/**
 * Builds observations of seed 000's desktop USB-C connector as JSON (its USB 2.0 half
 * usb3-port2 on a 480M root hub, its SuperSpeed half usb4-port2 on a 10000M one) with the JMS583
 * NVMe enclosure (10 Gb/s by its BOS) on either half, and drives the cable API.
 */
public final class Lab {
    private Lab() {
    }

    /** The desktop with nothing plugged in, or with {@code device} (from {@link #enclosure}). */
    public static String desktop(String host, String observationId, Instant at, String device) {
        return """
                {"observationId":"%s","hostId":"%s","observedAt":"%s","source":"sysfs",
                 "buses":[{"bus":3,"speedMbps":480,"ports":4,"driver":"xhci_hcd","controller":"0000:03:00.4"},
                          {"bus":4,"speedMbps":10000,"ports":2,"driver":"xhci_hcd","controller":"0000:03:00.4"}],
                 "controllers":[{"id":"0000:03:00.4","pciAddress":"0000:03:00.4","vendorId":"1022","deviceId":"149c",
                                 "pciClass":"0c0330","buses":[3,4],"inferred":false}],
                 "ports":[{"id":"usb3-port2","bus":3,"hubPath":"usb3","number":2,"peer":"usb4-port2"},
                          {"id":"usb4-port2","bus":4,"hubPath":"usb4","number":2,"peer":"usb3-port2"}],
                 "devices":[%s]}
                """.formatted(observationId, host, at, device == null ? "" : device);
    }

    /** The enclosure at {@code speed}: on the USB 2.0 half (3-2) at 480, on the SuperSpeed half (4-2) otherwise. */
    public static String enclosure(int devnum, int speed) {
        int bus = speed >= 5000 ? 4 : 3;
        return """
                {"path":"%d-2","bus":%d,"devnum":%d,"parentPath":"usb%d","portId":"usb%d-port2","speedMbps":%d,
                 "bcdUsb":"3.20","vendorId":"152d","productId":"0583","deviceClass":"00","serial":"0123456789ABCDEF",
                 "capability":{"maxSpeedMbps":10000,"lanes":1,"source":"bos"},
                 "interfaces":[{"number":0,"interfaceClass":"08","interfaceSubClass":"06","interfaceProtocol":"62","driver":"uas"}]}
                """.formatted(bus, bus, devnum, bus, bus, speed);
    }

    public static ValidatableResponse observe(String host, String observation) {
        return given().contentType("application/json").body(observation)
                .post("/api/hosts/" + host + "/observations").then().statusCode(200);
    }

    public static String registerCable(String label, String rating) {
        return given().contentType("application/json")
                .body("{\"label\":\"%s\",\"connectors\":\"C-C\",\"lengthCm\":100,\"rating\":\"%s\"}".formatted(label, rating))
                .post("/api/cables").then().statusCode(201).extract().path("id");
    }

    public static void attach(String cableId, String host, String portId) {
        given().contentType("application/json")
                .body("{\"hostId\":\"%s\",\"portId\":\"%s\"}".formatted(host, portId))
                .post("/api/cables/" + cableId + "/attachments").then().statusCode(201);
    }

    public static void detach(String cableId) {
        given().delete("/api/cables/" + cableId + "/attachments/current").then().statusCode(200);
    }
}
