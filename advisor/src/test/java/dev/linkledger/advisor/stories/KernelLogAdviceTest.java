package dev.linkledger.advisor.stories;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.support.Lab;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.hasRule;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/** Kernel log lines in an observation reach the rules: UAS aborts and resets make a UAS device unstable. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class KernelLogAdviceTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant T0 = Instant.parse("2026-11-30T10:00:00Z");

    private static String withLog(String host, String observationId, String... kindsAndTexts) throws Exception {
        ObjectNode o = (ObjectNode) JSON.readTree(Lab.desktop(host, observationId, T0, Lab.enclosure(5, 10000)));
        ArrayNode log = o.putArray("kernelLog");
        for (int i = 0; i < kindsAndTexts.length; i += 2) {
            log.addObject().put("line", i / 2 + 1).put("devicePath", "4-2").put("kind", kindsAndTexts[i])
                    .put("text", kindsAndTexts[i + 1]);
        }
        return o.toString();
    }

    @Test
    void resetsInTheKernelLogReportUasUnstableOnTheEnclosureAndTheSameLogTwiceAppendsNothing() throws Exception {
        String observation = withLog("klog-desk", "k-1",
                "reset", "[ 812.350] usb 4-2: reset SuperSpeed USB device number 5 using xhci_hcd",
                "reset", "[ 840.020] usb 4-2: reset SuperSpeed USB device number 5 using xhci_hcd",
                "new-device", "[   3.100] usb 4-2: new SuperSpeed Plus Gen 2x1 USB device number 5 using xhci_hcd");
        given().contentType("application/json").body(observation).post("/api/hosts/klog-desk/observations")
                .then().statusCode(200);

        JsonPath json = awaitFindings("klog-desk", hasRule("UAS_UNSTABLE"));
        String f = "find { it.rule == 'UAS_UNSTABLE' }";
        assertThat(json.getString(f + ".subject.path")).isEqualTo("4-2");
        assertThat(json.getString(f + ".title")).contains("0 UAS error(s) and 2 reset(s)");
        assertThat(json.getList(f + ".evidence.events.flatten().type", String.class)).contains("KernelLogLineRecordedEvent");

        given().contentType("application/json").body(observation.replace("\"k-1\"", "\"k-2\""))
                .post("/api/hosts/klog-desk/observations").then().statusCode(200).body("appendedEvents", equalTo(0));
    }

    /**
     * The uas driver's lines of a paste that never ties its SCSI host to a USB device reach the rules
     * as lines of no device, and the only device that could be on uas is named as possibly unstable.
     * The paste as a blog posted it (tuttlem.github.io, 2024-05-04 "RAID array stability", corpus 243):
     * a Terramaster D2-310's Toshiba UAS bridge behind an ASMedia hub.
     */
    @Test
    void uasErrorsThatNameNoUsbDevicePointAtTheOnlyDeviceThatCouldBeOnUas() {
        String paste = """
                [sda] tag#7 uas_zap_pending 0 uas-tag 13 inflight: CMD
                [sda] tag#7 CDB: Write(16) 8a 00 00 00 00 00 17 4f 50 10 00 00 04 00 00 00
                [sda] tag#8 uas_zap_pending 0 uas-tag 14 inflight: CMD
                [sda] tag#8 CDB: Write(16) 8a 00 00 00 00 00 17 4f 50 00 00 00 00 10 00 00

                Bus 001 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub
                Bus 002 Device 001: ID 1d6b:0003 Linux Foundation 3.0 root hub
                Bus 003 Device 001: ID 1d6b:0002 Linux Foundation 2.0 root hub
                Bus 003 Device 002: ID 174c:2074 ASMedia Technology Inc. ASM1074 High-Speed hub
                Bus 003 Device 003: ID 046d:c548 Logitech, Inc. Logi Bolt Receiver
                Bus 003 Device 004: ID 8087:0033 Intel Corp. AX211 Bluetooth
                Bus 004 Device 001: ID 1d6b:0003 Linux Foundation 3.0 root hub
                Bus 004 Device 002: ID 174c:3074 ASMedia Technology Inc. ASM1074 SuperSpeed hub
                Bus 004 Device 003: ID 0480:a006 Toshiba America Inc UAS Controller
                """;
        given().contentType("text/plain").body(paste).post("/api/hosts/klog-untied/imports").then().statusCode(200);

        JsonPath json = awaitFindings("klog-untied", hasRule("UAS_UNSTABLE"));
        String f = "find { it.rule == 'UAS_UNSTABLE' }";
        assertThat(json.getString(f + ".subject.path")).isEqualTo("Bus 004 Device 003");
        assertThat(json.getString(f + ".confidence")).isEqualTo("possible");
        assertThat(json.getList(f + ".evidence.fact", String.class)).contains("kernel: [sda] tag#7 uas_zap_pending 0 uas-tag 13 inflight: CMD");
    }
    /**
     * Lines of a Synology DS920+'s log (bb-qq/uas#3, corpus 642; its 'hub 1-2:1.0: USB hub found' left out): DSM's "not running at top speed"
     * of 1-2 reads as bcdUSB 2.10 at 480M, which alone would make it a possible fallback; but 1-2.5 and
     * 1-2.1 hang below it, so 1-2 is a hub's USB 2.0 half (its SuperSpeed half is 2-1), and 480M is
     * what a hub half runs at. The reset storm of 2-1.2 is the log's news.
     */
    @Test
    void aDeviceWithDevicesBelowItIsAHubThoughTheLogNeverGaveItsClass() {
        String paste = """
                [526373.867153] usb 1-2: new high-speed USB device number 12 using xhci_hcd
                [526374.008342] usb 1-2: not running at top speed
                [526375.878394] usb 2-1.2: Device not responding to setup address.
                [526376.089105] usb 2-1.2: Device not responding to setup address.
                [526376.296668] usb 2-1.2: device not accepting address 26, error -71
                [526376.610693] usb 2-1.2: reset SuperSpeed USB device number 26 using xhci_hcd
                [526376.711637] usb 1-2.5: new high-speed USB device number 13 using xhci_hcd
                [526377.657689] usb 2-1.2: reset SuperSpeed USB device number 26 using xhci_hcd
                [526379.997221] usb 2-1.2: reset SuperSpeed USB device number 26 using xhci_hcd
                [526380.736085] usb 2-1.2: reset SuperSpeed USB device number 26 using xhci_hcd
                [526380.888846] usb 1-2.1: new high-speed USB device number 14 using xhci_hcd
                """;
        given().contentType("text/plain").body(paste).post("/api/hosts/klog-hub-half/imports").then().statusCode(200);

        JsonPath json = awaitFindings("klog-hub-half", hasRule("LINK_UNSTABLE"));
        assertThat(json.getList("findAll { it.rule == 'USB2_FALLBACK' }.subject.path", String.class)).doesNotContain("1-2");
    }
}
