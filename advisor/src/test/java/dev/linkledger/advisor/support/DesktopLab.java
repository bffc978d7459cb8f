package dev.linkledger.advisor.support;

import java.time.Duration;
import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.detach;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * Seed 000's desktop with both its xHCI controllers (0000:03:00.3: buses 1/2, 0000:03:00.4: buses
 * 3/4; each a 480M and a 10000M root hub), built through the inventory API: a cable proven at
 * 10000M on a laptop then carries the JMS583 enclosure at 5000M on usb4-port2, which measures that
 * connector at 5000M. usb3-port3 is a USB 2.0-only connector (no SuperSpeed companion).
 */
public final class DesktopLab {
    private static final Instant AT = Instant.parse("2026-11-30T11:00:00Z");

    private DesktopLab() {
    }

    public static String observation(String host, String observationId, Instant at, String devices) {
        return """
                {"observationId":"%s","hostId":"%s","observedAt":"%s","source":"sysfs",
                 "buses":[{"bus":1,"speedMbps":480,"ports":2,"driver":"xhci_hcd","controller":"0000:03:00.3"},
                          {"bus":2,"speedMbps":10000,"ports":2,"driver":"xhci_hcd","controller":"0000:03:00.3"},
                          {"bus":3,"speedMbps":480,"ports":3,"driver":"xhci_hcd","controller":"0000:03:00.4"},
                          {"bus":4,"speedMbps":10000,"ports":2,"driver":"xhci_hcd","controller":"0000:03:00.4"}],
                 "controllers":[{"id":"0000:03:00.3","pciAddress":"0000:03:00.3","vendorId":"1022","deviceId":"149c",
                                 "pciClass":"0c0330","buses":[1,2],"inferred":false},
                                {"id":"0000:03:00.4","pciAddress":"0000:03:00.4","vendorId":"1022","deviceId":"149c",
                                 "pciClass":"0c0330","buses":[3,4],"inferred":false}],
                 "ports":[{"id":"usb1-port1","bus":1,"hubPath":"usb1","number":1,"peer":"usb2-port1"},
                          {"id":"usb1-port2","bus":1,"hubPath":"usb1","number":2,"peer":"usb2-port2"},
                          {"id":"usb2-port1","bus":2,"hubPath":"usb2","number":1,"peer":"usb1-port1"},
                          {"id":"usb2-port2","bus":2,"hubPath":"usb2","number":2,"peer":"usb1-port2"},
                          {"id":"usb3-port1","bus":3,"hubPath":"usb3","number":1,"peer":"usb4-port1"},
                          {"id":"usb3-port2","bus":3,"hubPath":"usb3","number":2,"peer":"usb4-port2"},
                          {"id":"usb3-port3","bus":3,"hubPath":"usb3","number":3},
                          {"id":"usb4-port1","bus":4,"hubPath":"usb4","number":1,"peer":"usb3-port1"},
                          {"id":"usb4-port2","bus":4,"hubPath":"usb4","number":2,"peer":"usb3-port2"}],
                 "devices":[%s]}
                """.formatted(observationId, host, at, devices);
    }

    /** A Realtek RTL8153 Ethernet adapter (not storage) on usb2-port1 at 5000M. */
    public static String ethernetOnUsb2Port1() {
        return """
                {"path":"2-1","bus":2,"devnum":2,"parentPath":"usb2","portId":"usb2-port1","speedMbps":5000,
                 "bcdUsb":"3.00","vendorId":"0bda","productId":"8153","deviceClass":"00",
                 "interfaces":[{"number":0,"interfaceClass":"ff","interfaceSubClass":"ff","interfaceProtocol":"00","driver":"r8152"}]}
                """;
    }

    /** The desktop {@code host} with usb4-port2 measured at 5000M and the enclosure on it; {@code extra} devices too. */
    public static void desktopWithMeasuredPort(String host, String extra) {
        String laptop = host + "-laptop";
        String cable = registerCable("80G braided " + host, "USB4 80Gbps");
        observe(laptop, desktop(laptop, laptop + "-1", AT, null));
        attach(cable, laptop, "usb4-port2");
        observe(laptop, desktop(laptop, laptop + "-2", AT.plusSeconds(60), enclosure(3, 10000)));
        detach(cable);
        observe(host, observation(host, host + "-1", AT, extra == null ? "" : extra));
        attach(cable, host, "usb3-port2");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().get("/api/cables/" + cable).then()
                .body("provenMbps", equalTo(10000)));
        String devices = enclosure(4, 5000) + (extra == null ? "" : "," + extra);
        observe(host, observation(host, host + "-2", AT.plusSeconds(120), devices));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> given().get("/api/hosts/" + host + "/topology").then()
                .body("ports.find { it.id == 'usb4-port2' }.measuredLimitMbps", equalTo(5000)));
    }

    /** A host whose only controller is USB 2.0 (an EHCI root hub at 480M). */
    public static void usb2OnlyHost(String host) {
        observe(host, """
                {"observationId":"%s-1","hostId":"%s","observedAt":"%s","source":"sysfs",
                 "buses":[{"bus":1,"speedMbps":480,"ports":2,"driver":"ehci-pci","controller":"0000:00:1d.0"}],
                 "controllers":[{"id":"0000:00:1d.0","pciAddress":"0000:00:1d.0","vendorId":"8086","deviceId":"1c26",
                                 "pciClass":"0c0320","buses":[1],"inferred":false}],
                 "ports":[{"id":"usb1-port1","bus":1,"hubPath":"usb1","number":1},
                          {"id":"usb1-port2","bus":1,"hubPath":"usb1","number":2}],
                 "devices":[]}
                """.formatted(host, host, AT));
    }
}
