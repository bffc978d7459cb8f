package dev.linkledger.advisor.stories;

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

/**
 * The kernel log read as link history reaches the rules through the service: an imported dmesg
 * paste and the probe's observations over time feed the same past links.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LinkHistoryAdviceTest {
    private static final Instant T0 = Instant.parse("2026-11-30T10:00:00Z");

    /** A1RM4X's log in https://lore.kernel.org/linux-usb/2026020527-ivy-gathering-93a7@gregkh/ (lines as posted, unwrapped). */
    private static final String GEN2X1_THEN_GEN1 = """
            [  701.425991] usb 2-2: new SuperSpeed Plus Gen 2x1 USB device number 2 using xhci_hcd
            [  706.735379] usb 2-2: unable to get BOS descriptor or descriptor too short
            [  706.735390] usb 2-2: unable to read config index 0 descriptor/start: -19
            [  706.920395] usb 2-2: Device not responding to setup address.
            [  707.127380] usb 2-2: Device not responding to setup address.
            [  707.335050] usb 2-2: device not accepting address 3, error -71
            [  707.338647] usb usb2-port2: attempt power cycle
            [  708.656278] usb 2-2: new SuperSpeed USB device number 5 using xhci_hcd
            [  708.859889] usb 2-2: LPM exit latency is zeroed, disabling LPM.
            [  708.955893] usb 2-2: New USB device found, idVendor=2b89, idProduct=5871, bcdDevice= 0.00
            [  708.955895] usb 2-2: New USB device strings: Mfr=6, Product=7, SerialNumber=3
            [  708.955896] usb 2-2: Product: UGREEN 35871
            [  708.955897] usb 2-2: Manufacturer: UGREEN 35871
            [  708.955897] usb 2-2: SerialNumber: PRODUCT
            """;

    /** pioupus in https://github.com/skuep/AIOC/issues/122 (a part of the log as posted). */
    private static final String ENUMERATION_LOOP = """
            [   86.363426] usb 2-3: new full-speed USB device number 3 using xhci_hcd
            [   86.480463] usb 2-3: device descriptor read/64, error -71
            [   86.701444] usb 2-3: device descriptor read/64, error -71
            [   86.809522] usb usb2-port3: attempt power cycle
            [   87.196419] usb 2-3: new full-speed USB device number 4 using xhci_hcd
            [   87.196520] usb 2-3: Device not responding to setup address.
            [   87.400496] usb 2-3: Device not responding to setup address.
            [   87.608423] usb 2-3: device not accepting address 4, error -71
            [   87.722403] usb 2-3: new full-speed USB device number 5 using xhci_hcd
            [   87.722538] usb 2-3: Device not responding to setup address.
            [   87.928505] usb 2-3: Device not responding to setup address.
            [   88.136404] usb 2-3: device not accepting address 5, error -71
            [   88.136789] usb usb2-port3: unable to enumerate USB device
            """;

    private static void importPaste(String host, String paste) {
        given().contentType("text/plain").body(paste).post("/api/hosts/" + host + "/imports").then().statusCode(200);
    }

    @Test
    void anImportedKernelLogShowsThePortCameUpFasterBeforeItsErrors() {
        importPaste("klog-gen2x1", GEN2X1_THEN_GEN1);

        JsonPath json = awaitFindings("klog-gen2x1", hasRule("LINK_DEGRADED"));
        String f = "find { it.rule == 'LINK_DEGRADED' }";
        assertThat(json.getString(f + ".subject.path")).isEqualTo("2-2");
        assertThat(json.getInt(f + ".data.bestMbps")).isEqualTo(10000);
        assertThat(json.getString(f + ".explanation")).contains("new SuperSpeed Plus Gen 2x1 USB device number 2");
        assertThat(json.getList(f + ".evidence.events.flatten().type", String.class)).contains("KernelLogLineRecordedEvent");
        assertThat(json.getList("rule", String.class)).doesNotContain("ENUMERATION_FAILING", "LINK_UNSTABLE");
    }

    @Test
    void anImportedEnumerationLoopIsReportedOnThePortTheKernelNamed() {
        importPaste("klog-loop", ENUMERATION_LOOP);

        JsonPath json = awaitFindings("klog-loop", hasRule("ENUMERATION_FAILING"));
        String f = "find { it.rule == 'ENUMERATION_FAILING' }";
        assertThat(json.getString(f + ".subject.kind")).isEqualTo("port");
        assertThat(json.getString(f + ".subject.path")).isEqualTo("2-3");
        assertThat(json.getString(f + ".subject.portId")).isEqualTo("usb2-port3");
        assertThat(json.getString(f + ".severity")).isEqualTo("warning");
        // no attempt got through: the bus is known from the log, no device is left behind on it
        JsonPath topology = given().get("/api/hosts/klog-loop/topology").then().statusCode(200).extract().jsonPath();
        assertThat(topology.getList("controllers.buses.flatten().bus", Integer.class)).containsExactly(2);
        assertThat(topology.getList("controllers.buses.flatten().devices.flatten().path", String.class)).isEmpty();
    }

    @Test
    void theProbesWatchSeeingTheSameDeviceReconnectSlowerOnTheSamePortReportsLinkDegraded() {
        Lab.observe("watch-slower", Lab.desktop("watch-slower", "w-1", T0, Lab.enclosure(5, 10000)));
        Lab.observe("watch-slower", Lab.desktop("watch-slower", "w-2", T0.plusSeconds(60), Lab.enclosure(6, 5000)));

        JsonPath json = awaitFindings("watch-slower", hasRule("LINK_DEGRADED"));
        String f = "find { it.rule == 'LINK_DEGRADED' }";
        assertThat(json.getString(f + ".subject.path")).isEqualTo("4-2");
        assertThat(json.getInt(f + ".data.bestMbps")).isEqualTo(10000);
        assertThat(json.getInt(f + ".data.negotiatedMbps")).isEqualTo(5000);
        assertThat(json.getString(f + ".explanation")).contains("same host and port");
    }

    @Test
    void aDeviceWithoutASerialIsRecognisedByItsPortWhenItReconnectsSlower() {
        String first = Lab.enclosure(5, 10000).replace("\"serial\":\"0123456789ABCDEF\",", "");
        String second = Lab.enclosure(6, 5000).replace("\"serial\":\"0123456789ABCDEF\",", "");
        Lab.observe("watch-no-serial", Lab.desktop("watch-no-serial", "n-1", T0, first));
        Lab.observe("watch-no-serial", Lab.desktop("watch-no-serial", "n-2", T0.plusSeconds(60), second));

        JsonPath json = awaitFindings("watch-no-serial", hasRule("LINK_DEGRADED"));
        assertThat(json.getString("find { it.rule == 'LINK_DEGRADED' }.subject.path")).isEqualTo("4-2");
    }
}
