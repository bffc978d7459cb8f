package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.linkledger.advisor.stories.StoryHosts.seed000Desktop;
import static dev.linkledger.advisor.stories.StoryHosts.seed002KvmChain;
import static dev.linkledger.advisor.stories.StoryHosts.seed003Jms583;
import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.hasRule;
import static dev.linkledger.advisor.support.DesktopLab.desktopWithMeasuredPort;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pictures' API on the background stories: each device's chain (seeds 000, 002, 003), verdicts
 * with their eliminated suspects (a finding's and a cable's), and the versioned schemas in the OpenAPI.
 */
@QuarkusTest
@TestProfile(LabGlanceApiTest.OwnLab.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PicturesApiTest {

    private static JsonPath chain(String host, String path) {
        return given().get("/api/hosts/" + host + "/devices/" + path + "/chain").then().statusCode(200).extract().jsonPath();
    }

    private static String hop(String kind) {
        return "hops.find { it.kind == '" + kind + "' }";
    }

    @Test
    void seed000sEnclosureAt480LeavesTheCableAndTheConnectorAsSuspectsAndItsFixGains43To1050() {
        seed000Desktop("pic-000");
        JsonPath chain = chain("pic-000", "3-2");

        assertThat(chain.getString("schema")).isEqualTo("linkledger.chain/1");
        assertThat(chain.getList("hops.kind", String.class)).containsSubsequence("bridge", "device", "cable", "connector",
                "root-hub", "controller");
        assertThat(chain.getInt("nowMBps")).isEqualTo(43);
        assertThat(chain.getString(hop("device") + ".provenance")).isEqualTo("measured");
        assertThat(chain.getString(hop("device") + ".state")).isEqualTo("clear");
        assertThat(chain.getString(hop("root-hub") + ".name")).isEqualTo("bus 4 (10000M)");
        assertThat(chain.getList("hops.findAll { it.state == 'suspect' }.kind", String.class)).containsExactly("cable", "connector");
        assertThat(chain.getString("fix.change")).isEqualTo("a cable proven at 10 Gb/s or a 10 Gb/s port");
        assertThat(chain.getInt("fix.fromMBps")).isEqualTo(43);
        assertThat(chain.getInt("fix.toMBps")).isEqualTo(1050);
        assertThat(chain.getString("fix.findingId")).isNotNull();
    }

    @Test
    void seed002sKvmHubAndItsUsb2OnlyRootPortHoldTheCardReaderAndTheCardCapsNext() {
        seed002KvmChain("pic-002");
        JsonPath chain = chain("pic-002", "1-7.2.1");

        assertThat(chain.getString("basis")).contains("BOT");
        assertThat(chain.getInt("nowMBps")).isEqualTo(40);
        assertThat(chain.getList("hops.findAll { it.state == 'cap' }.name", String.class))
                .containsExactly("USB 2.0 Hub (1-7)", "bus 1 (480M)");
        assertThat(chain.getString(hop("hub") + ".name")).isEqualTo("USB2.1 Hub (1-7.2)");
        assertThat(chain.getString(hop("hub") + ".state")).isEqualTo("clear");
        assertThat(chain.getInt(hop("medium") + ".ceilingMBps")).isEqualTo(90);
        assertThat(chain.getString("fix.change")).isEqualTo("a 5 Gb/s port, without the hub USB 2.0 Hub (1-7)");
        assertThat(chain.getInt("fix.toMBps")).isEqualTo(90);
    }

    @Test
    void seed003sJms583RunsAtItsOwn10GbpsBelowItsBridgeAndTheSn550() {
        seed003Jms583("pic-003");
        JsonPath chain = chain("pic-003", "2-3.4.4");

        assertThat(chain.getInt(hop("medium") + ".ceilingMBps")).isEqualTo(2400);
        assertThat(chain.getInt(hop("bridge") + ".ceilingMBps")).isEqualTo(1600);
        assertThat(chain.getString(hop("bridge") + ".provenance")).isEqualTo("inferred");
        assertThat(chain.getInt("nowMBps")).isEqualTo(1050);
        assertThat(chain.getList("hops.findAll { it.state == 'cap' }.kind", String.class)).contains("device", "hub", "root-hub");
        assertThat(chain.getString("conclusion")).contains("device's own side is the cap");
        assertThat(chain.getList("findings.rule", String.class)).contains("BRIDGE_BOTTLENECK");
    }

    @Test
    void aConnectorMeasuredAt5000HoldsTheEnclosureAndTheCableProvenOnTheLaptopIsEliminatedWithItsEvent() {
        desktopWithMeasuredPort("pic-desk5", null);
        JsonPath findings = awaitFindings("pic-desk5", hasRule("PORT_BELOW_DEVICE"));
        String id = findings.getString("find { it.rule == 'PORT_BELOW_DEVICE' }.id");

        JsonPath v = given().get("/api/findings/" + id + "/verdict").then().statusCode(200).extract().jsonPath();
        assertThat(v.getString("schema")).isEqualTo("linkledger.verdict/1");
        assertThat(v.getString("about")).isEqualTo("finding");
        assertThat(v.getList("blamed.kind", String.class)).containsExactly("connector");
        assertThat(v.getString("blamed[0].provenance")).isEqualTo("demonstrated");
        Map<String, Object> cable = v.getMap("eliminated.find { it.kind == 'cable' }");
        assertThat((String) cable.get("why")).contains("proven at 10000M on host pic-desk5-laptop");
        assertThat(v.getList("eliminated.find { it.kind == 'cable' }.events.type", String.class))
                .contains("CableCapabilityMeasuredEvent");
        assertThat(v.getList("eliminated.kind", String.class)).contains("device", "root-hub");
        assertThat(v.getList("remaining")).isEmpty();
        assertThat(v.getList("facts.provenance", String.class)).contains("measured", "demonstrated");
        assertThat(v.getString("facts.find { it.fact.contains('negotiated') }.provenance")).isEqualTo("measured");
    }

    @Test
    void aFallbackImportedFromAPasteHasInferredFactsAndLeavesTheCableAndConnectorRemaining() throws Exception {
        String paste;
        try (var in = PicturesApiTest.class.getResourceAsStream("/stories/seed000-desktop.lsusb-and-tree.txt")) {
            paste = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        given().contentType("text/plain").body(paste).post("/api/hosts/pic-paste/imports").then().statusCode(200);
        JsonPath findings = awaitFindings("pic-paste", hasRule("USB2_FALLBACK"));
        String id = findings.getString("find { it.rule == 'USB2_FALLBACK' }.id");

        JsonPath v = given().get("/api/findings/" + id + "/verdict").then().statusCode(200).extract().jsonPath();
        assertThat(v.getList("remaining.kind", String.class)).contains("cable", "connector");
        assertThat(v.getString("facts.find { it.fact.contains('152d:0583') }.provenance")).isEqualTo("inferred");
        assertThat(v.getString("facts.find { it.fact.contains('negotiated') }.provenance")).isEqualTo("measured");
        List<String> kinds = v.getList("eliminated.kind", String.class);
        assertThat(kinds).contains("device");
    }

    @Test
    void aCablesVerdictBlamesTheConnectorItRanThroughAt5000AndEliminatesItselfByItsLaptopProof() {
        desktopWithMeasuredPort("pic-cable", null);
        String cableId = given().get("/api/cables").then().statusCode(200).extract().jsonPath()
                .getString("find { it.label == '80G braided pic-cable' }.id");

        JsonPath v = given().get("/api/cables/" + cableId + "/verdict").then().statusCode(200).extract().jsonPath();
        assertThat(v.getString("about")).isEqualTo("cable");
        assertThat(v.getList("blamed.kind", String.class)).containsExactly("connector");
        assertThat(v.getString("eliminated.find { it.kind == 'cable' }.why")).contains("proven at 10000M on host pic-cable-laptop");
        assertThat(v.getList("facts.provenance", String.class)).contains("measured", "demonstrated");
    }

    @Test
    void answersProblemsForAnUnknownDeviceFindingOrCable() {
        seed000Desktop("pic-404");
        given().get("/api/hosts/pic-404/devices/3-9/chain").then().statusCode(404).contentType("application/problem+json");
        given().get("/api/hosts/pic-404/devices/not-a-path/chain").then().statusCode(400);
        given().get("/api/hosts/no-such-host/devices/3-2/chain").then().statusCode(404);
        given().get("/api/findings/no-such-finding/verdict").then().statusCode(404).contentType("application/problem+json");
        given().get("/api/cables/no-such-cable/verdict").then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void theOpenApiDocumentNamesTheVersionedSchemas() {
        JsonPath api = given().accept("application/json").get("/q/openapi?format=json").then().statusCode(200).extract().jsonPath();
        assertThat(api.getMap("components.schemas.VerdictV1.properties"))
                .containsKeys("schema", "conclusion", "blamed", "eliminated", "remaining", "facts");
        assertThat(api.getList("components.schemas.VerdictV1.properties.schema.enum", String.class))
                .containsExactly("linkledger.verdict/1");
        assertThat(api.getList("components.schemas.ChainV1.properties.schema.enum", String.class))
                .containsExactly("linkledger.chain/1");
        // Provenance as the wire says it, on every fact and suspect of a verdict and every hop of a chain.
        assertThat(api.getString("components.schemas.ProvenFactV1.properties.provenance.$ref")).endsWith("/Provenance");
        assertThat(api.getString("components.schemas.SuspectV1.properties.provenance.$ref")).endsWith("/Provenance");
        assertThat(api.getList("components.schemas.Provenance.enum", String.class))
                .containsExactly("measured", "demonstrated", "inferred", "unknown");
        assertThat(api.getMap("paths.'/api/findings/{findingId}/verdict'.get")).isNotNull();
        assertThat(api.getMap("paths.'/api/cables/{cableId}/verdict'.get")).isNotNull();
        assertThat(api.getMap("paths.'/api/hosts/{hostId}/devices/{path}/chain'.get")).isNotNull();
    }
}
