package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Instant;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Issue 12, defects 1, 5 and 7: each of these was accepted (200/202, events committed) and the
 * first two then stopped the topology projection for good. Each is now a 400 naming its field,
 * and the host's history stays empty.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class HostileObservationTest {
    private static final Instant AT = Instant.parse("2026-11-30T15:00:00Z");

    @Test
    void refusesNineCharacterVendorIdNamingTheField() {
        refused("long-vid", enclosure(5, 480).replace("\"vendorId\":\"152d\"", "\"vendorId\":\"152d05830\""),
                "devices[0].vendorId", "4 hex digits");
    }

    @Test
    void refusesNulByteInManufacturer() {
        refused("nul-maker", enclosure(5, 480).replace("\"serial\":", "\"manufacturer\":\"JMicron\\u0000\",\"serial\":"),
                "devices[0].manufacturer", "U+0000");
    }

    @Test
    void refusesThreeHundredCharacterProduct() {
        refused("long-product", enclosure(5, 480).replace("\"serial\":", "\"product\":\"" + "x".repeat(300) + "\",\"serial\":"),
                "devices[0].product", "at most 255");
    }

    @Test
    void refusesEscapeCharacterInSerial() {
        refused("esc-serial", enclosure(5, 480).replace("0123456789ABCDEF", "0123\\u001b[2J"), "devices[0].serial", "U+001B");
    }

    @Test
    void refusesNegativeDeviceNumber() {
        refused("neg-devnum", enclosure(-3, 480), "devices[0].devnum", "from 1 to 127");
    }

    @Test
    void refusesNegativePortNumber() {
        String body = desktop("neg-port", "o-1", AT, null).replace("\"number\":2,\"peer\":\"usb4-port2\"", "\"number\":-2,\"peer\":\"usb4-port2\"");
        post("neg-port", body).statusCode(400).body("field", equalTo("ports[0].number"));
        nothingRecorded("neg-port");
    }

    @Test
    void refusesTenThousandBuses() {
        String buses = IntStream.rangeClosed(1, 10_000)
                .mapToObj(b -> "{\"bus\":" + b + ",\"speedMbps\":480}").collect(Collectors.joining(","));
        String body = "{\"observationId\":\"many\",\"observedAt\":\"" + AT + "\",\"source\":\"sysfs\",\"buses\":[" + buses + "]}";
        post("many-buses", body).statusCode(400).body("field", equalTo("buses")).body("detail", containsString("at most 256"));
        nothingRecorded("many-buses");
    }

    @Test
    void refusesHundredThousandCharacterObservationId() {
        String body = desktop("long-id", "x".repeat(100_000), AT, null);
        post("long-id", body).statusCode(400).body("field", equalTo("observationId"));
        nothingRecorded("long-id");
    }

    @Test
    void refusesObservationDatedFarInTheFutureSayingTheServersTime() {
        String body = desktop("future-host", "f-1", Instant.parse("9999-12-31T00:00:00Z"), null);
        post("future-host", body).statusCode(400).body("field", equalTo("observedAt"))
                .body("detail", containsString("server time"));
        nothingRecorded("future-host");
    }

    @Test
    void acceptsObservationAFewSecondsAheadOfTheServer() {
        String body = desktop("slightly-ahead", "a-1", Instant.now().plusSeconds(30), null);
        post("slightly-ahead", body).statusCode(200);
    }

    @Test
    void refusesPasteWhoseLinesAreJoinedByNulNamingLineAndColumn() {
        String paste = "/:  Bus 03.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 480M\u0000"
                + "    |__ Port 2: Dev 5, If 0, Class=Mass Storage, Driver=uas, 480M";
        given().contentType("text/plain").body(paste).post("/api/hosts/nul-paste/imports")
                .then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("body")).body("detail", containsString("line 1, column 67"));
        nothingRecorded("nul-paste");
    }

    @Test
    void importsAPasteWhoseKernelLinesCarryARawByteWrittenAsDmesgShowsIt() {
        // rtl8xxxu logs a dongle's efuse product name raw: https://lore.kernel.org/linux-wireless/202107101443.163EE06D4@keescook/
        String paste = "usb 1-3: new high-speed USB device number 5 using xhci_hcd\n"
                + "usb 1-3: New USB device found, idVendor=2357, idProduct=0108, bcdDevice= 2.00\n"
                + "usb 1-3: Product: \u0003802.11n NI\n";
        given().contentType("text/plain").body(paste).post("/api/hosts/raw-byte-paste/imports").then().statusCode(200);
    }

    @Test
    void importsPasteWithTerminalColourCodes() {
        String paste = "\u001B[1m/:  Bus 03.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 480M\u001B[0m\n"
                + "    |__ Port 2: Dev 5, If 0, Class=Mass Storage, Driver=uas, 480M\n";
        given().contentType("text/plain").body(paste).post("/api/hosts/colour-paste/imports").then().statusCode(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {".hidden", "-", "_", "lab-", "-lab"})
    void refusesHostIdsThatAreNotHostnames(String host) {
        given().contentType("application/json").body(desktop(host, "h-1", AT, null))
                .post("/api/hosts/" + host + "/observations")
                .then().statusCode(400).contentType("application/problem+json").body("field", equalTo("hostId"));
    }

    private static io.restassured.response.ValidatableResponse post(String host, String body) {
        return given().contentType("application/json").body(body).post("/api/hosts/" + host + "/observations").then();
    }

    private static void refused(String host, String device, String field, String detail) {
        post(host, desktop(host, "o-1", AT, device)).statusCode(400).contentType("application/problem+json")
                .body("field", equalTo(field)).body("detail", containsString(detail));
        nothingRecorded(host);
    }

    private static void nothingRecorded(String host) {
        given().get("/api/hosts/" + host + "/events").then().statusCode(404);
    }
}
