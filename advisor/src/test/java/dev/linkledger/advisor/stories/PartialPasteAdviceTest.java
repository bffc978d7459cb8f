package dev.linkledger.advisor.stories;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.hasRule;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/** A paste of one bus: the finding rests on partial evidence and says what to paste to be sure, in the API and on the page. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PartialPasteAdviceTest {
    private static final String ONE_BUS = """
            /:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 480M
                |__ Port 1: Dev 2, If 0, Class=Mass Storage, Driver=uas, 480M
            """;

    @Test
    void aUasEnclosureAt480MInAOneBusPasteGetsAFallbackThatAsksForTheWholeTree() {
        given().contentType("text/plain").body(ONE_BUS).post("/api/hosts/partial-paste/imports").then().statusCode(200);

        JsonPath json = awaitFindings("partial-paste", hasRule("USB2_FALLBACK"));
        String f = "find { it.rule == 'USB2_FALLBACK' }";
        assertThat(json.getString(f + ".subject.path")).isEqualTo("2-1");
        assertThat(json.getString(f + ".confidence")).isEqualTo("possible");
        assertThat(json.getString(f + ".title")).isEqualTo("Device (2-1) runs at USB 2.0 speed (480M) though it can do 5 Gb/s");
        assertThat(json.getString(f + ".subject.portId")).isEqualTo("usb2-port1");
        assertThat(json.getString(f + ".toConfirm")).isEqualTo("paste the whole `lsusb -t` (this evidence shows bus 2 only): "
                + "the SuperSpeed root hub of bus 2's controller decides fallback or USB 2.0-only port; `lsusb -v -s 2:2` shows "
                + "its BOS: a 'SuperSpeed USB Device Capability' there makes the capability certain (now it rests on driver:uas)");

        given().get("/lab/findings/" + json.getString(f + ".id")).then().statusCode(200)
                .body(containsString("To be sure:")).body(containsString("paste the whole `lsusb -t`"));
    }
}
