package dev.linkledger.advisor.stories;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.empty;
import static dev.linkledger.advisor.stories.SysfsHosts.findings;
import static dev.linkledger.advisor.stories.SysfsHosts.hasRule;
import static dev.linkledger.advisor.stories.SysfsHosts.post;
import static dev.linkledger.advisor.stories.SysfsHosts.read;
import static dev.linkledger.advisor.stories.SysfsHosts.withDevice;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The background stories end to end: the probe's sysfs fixture of each story posted over HTTP,
 * cables and enclosures registered through the API, advice read back from the findings endpoint.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BackgroundStoriesTest {
    private static final Instant T0 = Instant.parse("2026-11-30T09:00:00Z");

    private static String finding(String rule) {
        return "find { it.rule == '" + rule + "' }";
    }

    @Test
    void seed000DesktopReportsUsb2FallbackOfTheEnclosureCertainFromItsBos() {
        post(read("seed000-desktop", "story-000-desk", "s000-1", T0));

        JsonPath json = awaitFindings("story-000-desk", hasRule("USB2_FALLBACK"));
        String f = finding("USB2_FALLBACK");
        assertThat(json.getString(f + ".severity")).isEqualTo("warning");
        assertThat(json.getString(f + ".confidence")).isEqualTo("certain");
        assertThat(json.getString(f + ".subject.path")).isEqualTo("3-2");
        assertThat(json.getString(f + ".subject.portId")).isEqualTo("usb3-port2");
        assertThat(json.getInt(f + ".ceilingNowMBps")).isEqualTo(43);
        assertThat(json.getInt(f + ".ceilingPossibleMBps")).isEqualTo(1050);
        // The device's own BOS says 10 Gb/s: the catalog is not needed.
        assertThat(json.getList(f + ".catalogEntries", String.class)).isEmpty();
    }

    @Test
    void seed000DesktopImportedFromLsusbReportsTheFallbackOnTheCatalogsWord() throws Exception {
        String paste;
        try (var in = BackgroundStoriesTest.class.getResourceAsStream("/stories/seed000-desktop.lsusb-and-tree.txt")) {
            paste = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        given().contentType("text/plain").body(paste).post("/api/hosts/story-000-import/imports").then().statusCode(200);

        JsonPath json = awaitFindings("story-000-import", hasRule("USB2_FALLBACK"));
        String f = finding("USB2_FALLBACK");
        assertThat(json.getString(f + ".subject.path")).isEqualTo("3-2");
        assertThat(json.getInt(f + ".subject.bus")).isEqualTo(3);
        assertThat(json.getInt(f + ".ceilingNowMBps")).isEqualTo(43);
        assertThat(json.getInt(f + ".ceilingPossibleMBps")).isEqualTo(1050);
        assertThat(json.getList(f + ".catalogEntries", String.class)).containsExactly("152d:0583");
        assertThat(json.getList(f + ".evidence.fact", String.class)).anyMatch(fact -> fact.contains("152d:0583"));
    }

    @Test
    void enclosureProvenAt10000OnTheLaptopThenAt5000OnTheDesktopBlamesTheDesktopPort() {
        String cable = given().contentType("application/json")
                .body("{\"label\":\"new 80 Gbps cable\",\"connectors\":\"C-C\",\"lengthCm\":100,\"rating\":\"USB4 80Gbps\"}")
                .post("/api/cables").then().statusCode(201).extract().path("id");

        ObjectNode laptop = read("seed000-laptop", "story-000-laptop", "s000-l1", T0);
        post(empty(laptop));
        attach(cable, "story-000-laptop", "usb2-port1");
        laptop.put("observationId", "s000-l2").put("observedAt", T0.plusSeconds(60).toString());
        post(laptop);
        String laptopLink = awaitCableTest(cable, 10000);
        assertThat(findings("story-000-laptop").getList("severity")).doesNotContain("warning", "error");

        given().delete("/api/cables/" + cable + "/attachments/current").then().statusCode(200);
        ObjectNode desktop = read("seed000-desktop", "story-000-desk5", "s000-d1", T0.plusSeconds(120));
        post(empty(desktop));
        attach(cable, "story-000-desk5", "usb4-port2");
        post(withDevice(desktop, "3-2", d -> d.put("path", "4-2").put("bus", 4).put("parentPath", "usb4")
                .put("portId", "usb4-port2").put("speedMbps", 5000))
                .put("observationId", "s000-d2").put("observedAt", T0.plusSeconds(180).toString()));

        JsonPath json = awaitFindings("story-000-desk5",
                j -> j.getString(finding("PORT_BELOW_DEVICE") + ".data.portBasis") != null
                        && j.getString(finding("PORT_BELOW_DEVICE") + ".data.portBasis").equals("measured"));
        String f = finding("PORT_BELOW_DEVICE");
        assertThat(json.getString(f + ".subject.path")).isEqualTo("4-2");
        assertThat(json.getString(f + ".subject.portId")).isEqualTo("usb4-port2");
        assertThat(json.getInt(f + ".data.portMbps")).isEqualTo(5000);
        assertThat(json.getDouble(f + ".data.capabilityMbps")).isEqualTo(10000.0);
        assertThat(json.getList(f + ".evidence.events.flatten().id", String.class)).contains(laptopLink);
        assertThat(json.getList("rule")).doesNotContain("USB2_FALLBACK", "CABLE_LIMITS_LINK");
    }

    @Test
    void seed002KvmHubHoldsTheCardReaderAndTheMoveIsToThe5000MBus() {
        post(read("seed002-kvm-chain", "story-002", "s002-1", T0));

        JsonPath json = awaitFindings("story-002", hasRule("USB2_HUB_IN_PATH"));
        String f = finding("USB2_HUB_IN_PATH");
        assertThat(json.getString(f + ".subject.path")).isEqualTo("1-7");
        assertThat(json.getList(f + ".data.cappedDevices", String.class)).contains("1-7.2.1");
        assertThat(json.getInt(f + ".data.betterBus")).isEqualTo(2);
        assertThat(json.getString(f + ".action")).contains("5000M");

        post(read("seed002-moved", "story-002", "s002-2", T0.plusSeconds(60)));
        JsonPath moved = awaitFindings("story-002", j -> !j.getList("rule").contains("USB2_HUB_IN_PATH"));
        assertThat(moved.getList("findAll { it.subject.path == '2-2' }.rule", String.class))
                .doesNotContain("USB2_FALLBACK", "USB2_ONLY_PORT", "PORT_BELOW_DEVICE", "LINK_BELOW_PORT_AND_DEVICE");
    }

    @Test
    void seed002PastedAsInTheStoryGetsAPossibleFindingOnTheKvmHubAndTheCommandThatTells() throws Exception {
        // The story's lsusb -t of bus 1, character for character: the reader's speed is not in it, nor bus 2.
        String paste;
        try (var in = BackgroundStoriesTest.class.getResourceAsStream("/stories/seed002-workstation.lsusb-t.txt")) {
            paste = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        given().contentType("text/plain").body(paste).post("/api/hosts/story-002-paste/imports").then().statusCode(200);

        JsonPath json = awaitFindings("story-002-paste", hasRule("USB2_HUB_IN_PATH"));
        String f = finding("USB2_HUB_IN_PATH");
        assertThat(json.getString(f + ".subject.path")).isEqualTo("1-7");
        assertThat(json.getString(f + ".confidence")).isEqualTo("possible");
        assertThat(json.getString(f + ".severity")).isEqualTo("info");
        assertThat(json.getList(f + ".data.cappedDevices", String.class)).containsExactly("1-7.2.1");
        assertThat(json.getString(f + ".action")).startsWith("If it is USB 3, plug the mass-storage device (1-7.2.1) "
                + "straight into bus 2");
        assertThat(json.getString(f + ".toConfirm")).startsWith("`lsusb -v -s 1:70` tells");
        // Nothing else is said of a paste that does not show more: the keyboard behind the hubs gets nothing.
        assertThat(json.getList("rule", String.class)).containsExactly("USB2_HUB_IN_PATH");
    }

    @Test
    void seed003Jms583BridgeCapsTheSn550() {
        post(read("seed003-jms583-sn550", "story-003", "s003-1", T0));
        // The SN550 is a Gen3 x4 drive; the JMS583 gives it two lanes: the bridge-to-drive link is Gen3 x2.
        given().contentType("application/json").body("""
                {"label":"Mokin M.2 NVMe enclosure","bridge":"JMS583",
                 "medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},"ratedMediumMBps":2400,
                 "usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}""")
                .post("/api/enclosures").then().statusCode(201);

        JsonPath json = awaitFindings("story-003", hasRule("BRIDGE_BOTTLENECK"));
        String f = finding("BRIDGE_BOTTLENECK");
        assertThat(json.getString(f + ".subject.path")).isEqualTo("2-3.4.4");
        assertThat(json.getString(f + ".severity")).isEqualTo("info");
        assertThat(json.getDouble(f + ".data.mediumMBps")).isEqualTo(2400.0);
        assertThat(json.getDouble(f + ".data.bridgeDownstreamMBps")).isEqualTo(1600.0);
        // At 10000M the link (about 1050 MB/s) caps before the bridge: the story's ~1000 MB/s after the cable swap.
        assertThat(json.getInt(f + ".data.linkMBps")).isEqualTo(1050);
        assertThat(json.getInt(f + ".ceilingNowMBps")).isEqualTo(1050);
        assertThat(json.getInt(f + ".ceilingPossibleMBps")).isEqualTo(1050);
        assertThat(json.getList(f + ".catalogEntries", String.class)).contains("152d:0583");
    }

    @Test
    void healthyLaptopGetsNothingAboveInfo() {
        post(read("seed000-laptop", "story-healthy", "h-1", T0));
        given().post("/api/hosts/story-healthy/evaluations").then().statusCode(200);
        List<Map<String, Object>> all = findings("story-healthy").getList("$");
        assertThat(all).extracting(m -> m.get("severity")).allMatch("info"::equals);
    }

    private static void attach(String cableId, String host, String portId) {
        given().contentType("application/json").body("{\"hostId\":\"%s\",\"portId\":\"%s\"}".formatted(host, portId))
                .post("/api/cables/" + cableId + "/attachments").then().statusCode(201);
    }

    /** The link event of the cable's verdict at {@code mbps}, once it is recorded. */
    private static String awaitCableTest(String cableId, int mbps) {
        return org.awaitility.Awaitility.await().ignoreExceptions().atMost(java.time.Duration.ofSeconds(20))
                .until(() -> given().get("/api/cables/" + cableId).then().statusCode(200).extract().jsonPath()
                        .getString("tests.find { it.mbps == " + mbps + " }.evidence.linkEventId"), id -> id != null);
    }
}
