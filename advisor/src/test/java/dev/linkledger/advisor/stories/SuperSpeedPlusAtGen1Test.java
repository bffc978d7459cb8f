package dev.linkledger.advisor.stories;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.findings;
import static dev.linkledger.advisor.stories.SysfsHosts.hasRule;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A 10 Gb/s (SuperSpeedPlus) device linked at 5000M on a root hub that does 10 Gb/s (class
 * {@code ssp-at-gen1}): the link is known from lsusb -v alone when its Hub Port Status carries Ext
 * Status, from lsusb -t or the kernel log of the same boot otherwise, and the rule that names the
 * cable as the first suspect gets it either way. The lsusb -v blocks are real (sources in
 * {@code stories/README.md}): a PowerEdge R240's 10 Gb/s root hub, renumbered bus 4, and a SanDisk
 * Extreme Pro 55AF whose BOS offers 10 Gb/s; what this test writes is the port's status line, and
 * the tree and kernel lines, as usbutils and the kernel print them.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SuperSpeedPlusAtGen1Test {
    private static final String RULE = "LINK_BELOW_PORT_AND_DEVICE";
    /** As usbutils 015 and later print an SS port of a 3.10 hub, with the Ext Status its sublink id comes in. */
    private static final String PORT_AT_ID_4 = """
               Port 1: 0000.0203 5Gbps power U0 enable connect
                 Ext Status: 0000.0044
                   RX Speed Attribute ID: 4 Lanes: 1
                   TX Speed Attribute ID: 4 Lanes: 1
            """;

    @Test
    void lsusbVAloneWithExtStatusShowsTheLinkAtTheRootHubsFiveGigabitSublink() throws IOException {
        // the root hub's BOS: sublink id 4 is 5 Gb/s SuperSpeed, id 5 10 Gb/s SuperSpeedPlus
        String paste = rootHub(PORT_AT_ID_4).replace("lowspeed L1", "5Gbps power Rx.Detect") + "\n" + device();
        post("ssp-gen1-v", paste);

        JsonPath json = awaitFindings("ssp-gen1-v", hasRule(RULE));
        String f = "find { it.rule == '" + RULE + "' }";
        assertThat(json.getString(f + ".subject.path")).isEqualTo("4-1");
        assertThat(json.getString(f + ".severity")).isEqualTo("warning");
        assertThat(json.getString(f + ".title")).isEqualTo("Extreme Pro 55AF (4-1) links at 5000M below both ends (device 10000M, bus 4 (10000M root hub))");
    }

    @Test
    void theSameLinkOnTheTenGigabitSublinkIsNoFinding() throws IOException {
        String paste = rootHub(PORT_AT_ID_4.replace("ID: 4", "ID: 5").replace("0044", "0055")) + "\n" + device();
        post("ssp-gen2-v", paste);

        assertThat(findings("ssp-gen2-v").getList("rule")).doesNotContain(RULE);
    }

    @Test
    void anOlderLsusbWithoutExtStatusNeedsTheTreeOfTheSameBootAndGetsItThere() throws IOException {
        // usbutils before 015 printed this SS port's bits with USB 2.0 names and asked no Ext Status
        String vOnly = rootHub("   Port 1: 0000.0203 lowspeed enable connect\n") + "\n" + device();
        String tree = """
                /:  Bus 04.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/10p, 10000M
                    |__ Port 1: Dev 15, If 0, Class=Mass Storage, Driver=uas, 5000M
                """;
        post("ssp-gen1-v-old", vOnly);
        post("ssp-gen1-t-v", tree + vOnly);

        assertThat(findings("ssp-gen1-v-old").getList("rule")).doesNotContain(RULE);
        JsonPath json = awaitFindings("ssp-gen1-t-v", hasRule(RULE));
        assertThat(json.getString("find { it.rule == '" + RULE + "' }.subject.path")).isEqualTo("4-1");
    }

    @Test
    void theKernelLogOfTheSameBootGivesTheLinkToo() throws IOException {
        String vOnly = rootHub("   Port 1: 0000.0203 lowspeed enable connect\n") + "\n" + device();
        String dmesg = """
                [    2.512233] usb 4-1: new SuperSpeed USB device number 15 using xhci_hcd
                [    2.533011] usb 4-1: New USB device found, idVendor=0781, idProduct=55af, bcdDevice=10.87
                """;
        post("ssp-gen1-dmesg-v", dmesg + vOnly);

        JsonPath json = awaitFindings("ssp-gen1-dmesg-v", hasRule(RULE));
        assertThat(json.getString("find { it.rule == '" + RULE + "' }.subject.path")).isEqualTo("4-1");
    }

    private static void post(String host, String paste) {
        given().contentType("text/plain; charset=UTF-8").body(paste).post("/api/hosts/{id}/imports", host).then().statusCode(200);
    }

    /** The real root hub block with its first port's line replaced by {@code port} (all its ports are empty in the dump). */
    private static String rootHub(String port) throws IOException {
        return resource("root-hub-10g.lsusb-v.txt").replace("   Port 1: 0000.02a0 lowspeed L1\n", port);
    }

    private static String device() throws IOException {
        return resource("sandisk-extreme-pro-55af.lsusb-v.txt");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = SuperSpeedPlusAtGen1Test.class.getResourceAsStream("/stories/ssp-at-gen1/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
