package dev.linkledger.advisor.corpus;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Severity by what can change here (README, "Severity"), on real pastes of the corpus imported through the API:
 * a USB 3 chip on a host with no SuperSpeed at all is information that names the host that would lift it;
 * a USB 3 device at 480M on a host that has a SuperSpeed root hub stays a warning.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SeverityOnRealPastesTest {

    private static CorpusFile corpusCase(String name) throws URISyntaxException {
        return CorpusFile.read(Path.of(SeverityOnRealPastesTest.class.getResource("/corpus/cases/" + name + ".txt").toURI()));
    }

    private static JsonPath imported(String host, CorpusFile c) {
        given().contentType("text/plain; charset=UTF-8").body(c.paste()).post("/api/hosts/{id}/imports", host)
                .then().statusCode(200);
        return given().get("/api/hosts/{id}/findings", host).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void aUsb3WifiChipOnARaspberryPisDwcOtgIsInformationNamingAHostWithA5GbpsPort() throws Exception {
        // morrownr/USB-WiFi#533: an mt7921au (0e8d:7961) on a Raspberry Pi, whose only controller is dwc_otg.
        JsonPath json = imported("sev-dwc-otg", corpusCase("012-rpi-dwc-otg-mt7921au-usb2-host"));

        String f = "find { it.rule == 'USB2_ONLY_PORT' }";
        assertThat(json.getString(f + ".subject.path")).isEqualTo("1-1.4");
        assertThat(json.getString(f + ".severity")).isEqualTo("info");
        assertThat(json.getString(f + ".data.wouldLift")).isEqualTo("a host with a 5 Gb/s port");
        assertThat(json.getString(f + ".action")).startsWith("Nothing on this host lifts it");
        List<Map<String, Object>> all = json.getList("$");
        assertThat(all).extracting(m -> m.get("severity")).allMatch("info"::equals);
    }

    @Test
    void aUasSsdAt480MOnABoardWithASuperSpeedRootHubStaysAWarning() throws Exception {
        // Joshua-Riek/ubuntu-rockchip#1097: the Radxa Zero3's tree shows bus 4 at 5000M beside the SSD's 480M bus.
        JsonPath json = imported("sev-radxa", corpusCase("001-radxa-zero3-uas-at-480"));

        List<Map<String, Object>> onSsd = json.getList("findAll { it.subject.path == '1-1' }");
        assertThat(onSsd).isNotEmpty().extracting(m -> m.get("severity")).contains("warning");
        assertThat(onSsd).extracting(m -> ((Map<?, ?>) m.get("data")).get("wouldLift")).containsOnlyNulls();
    }
}
