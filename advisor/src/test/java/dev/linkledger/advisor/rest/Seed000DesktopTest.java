package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Seed 000: a JMS583 enclosure on uas at 480M on a controller that also has a 10000M root hub. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class Seed000DesktopTest {
    private static final Path STORY = Path.of("..", "..", "shared", "background", "000_44f4a5d71af7f313.txt");

    @Inject
    DataSource dataSource;

    static String paste() throws IOException {
        try (InputStream in = Seed000DesktopTest.class.getResourceAsStream("/demo/seed000-desktop.lsusb-t.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static void importPaste(String host, String text) {
        given().contentType("text/plain").body(text)
                .when().post("/api/hosts/" + host + "/imports")
                .then().statusCode(200).body("appendedEvents", greaterThan(0));
    }

    static JsonPath awaitFallbackFinding(String host) {
        return await().ignoreExceptions().atMost(Duration.ofSeconds(15)).until(
                () -> given().get("/api/hosts/" + host + "/findings").then().statusCode(200).extract().jsonPath(),
                json -> json.getList("rule").contains("USB2_FALLBACK"));
    }

    @Test
    void importedTreeShowsTheEnclosureAt480OnBus3() throws IOException {
        importPaste("seed000-topology", paste());
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/seed000-topology/topology").then().statusCode(200)
                        .body("controllers.size()", equalTo(2))
                        .body("controllers.find { it.id == 'xhci-bus3+4' }.buses[0].devices[0].path", equalTo("3-2"))
                        .body("controllers.find { it.id == 'xhci-bus3+4' }.buses[0].devices[0].speedMbps", equalTo(480))
                        .body("controllers.find { it.id == 'xhci-bus3+4' }.buses[0].devices[0].drivers[0]", equalTo("uas")));
    }

    @Test
    void reportsUsb2FallbackOnTheEnclosureWithStoredEventsAsEvidence() throws Exception {
        importPaste("seed000-findings", paste());
        JsonPath json = awaitFallbackFinding("seed000-findings");

        Map<String, Object> finding = json.getMap("find { it.rule == 'USB2_FALLBACK' }");
        assertThat(finding.get("severity")).isEqualTo("warning");
        assertThat(json.getString("find { it.rule == 'USB2_FALLBACK' }.subject.path")).isEqualTo("3-2");
        assertThat(json.getInt("find { it.rule == 'USB2_FALLBACK' }.subject.bus")).isEqualTo(3);
        assertThat(json.getInt("find { it.rule == 'USB2_FALLBACK' }.subject.devnum")).isEqualTo(5);
        assertThat(json.getInt("find { it.rule == 'USB2_FALLBACK' }.ceilingNowMBps")).isEqualTo(43);
        assertThat(json.getInt("find { it.rule == 'USB2_FALLBACK' }.ceilingPossibleMBps")).isGreaterThan(43);

        List<String> eventIds = json.getList("find { it.rule == 'USB2_FALLBACK' }.evidence.events.flatten().id");
        assertThat(eventIds).isNotEmpty();
        for (String id : eventIds) {
            assertThat(storedEventType(id)).as("event %s is in the event store", id).isNotNull();
        }
        List<String> types = json.getList("find { it.rule == 'USB2_FALLBACK' }.evidence.events.flatten().type");
        assertThat(types).contains("DeviceConnectedEvent", "BusSeenEvent");
    }

    @Test
    void theSameImportTwiceAppendsNoEvent() throws Exception {
        importPaste("seed000-twice", paste());
        long before = storedEventCount("seed000-twice");
        given().contentType("text/plain").body(paste())
                .when().post("/api/hosts/seed000-twice/imports")
                .then().statusCode(200).body("appendedEvents", equalTo(0));
        assertThat(storedEventCount("seed000-twice")).isEqualTo(before).isGreaterThan(0);
    }

    @Test
    void findsTheFallbackInTheWholeStoryPastedAsItIs() throws Exception {
        assumeTrue(Files.exists(STORY), "the shared background stories sit beside the checkout");
        importPaste("seed000-story", Files.readString(STORY));
        JsonPath json = awaitFallbackFinding("seed000-story");
        assertThat(json.getString("find { it.rule == 'USB2_FALLBACK' }.subject.path")).isEqualTo("3-2");
    }

    @Test
    void rejectsAPasteWithNothingUsable() {
        given().contentType("text/plain").body("hello\nthis is not lsusb output\n")
                .when().post("/api/hosts/seed000-empty/imports")
                .then().statusCode(400).contentType("application/problem+json")
                .body("status", equalTo(400));
        given().get("/api/hosts/seed000-empty").then().statusCode(404);
    }

    private String storedEventType(String eventId) throws Exception {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT payload_type FROM domain_event_entry WHERE event_identifier = ?")) {
            s.setString(1, eventId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    private long storedEventCount(String hostId) throws Exception {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT count(*) FROM domain_event_entry WHERE aggregate_identifier = ?")) {
            s.setString(1, hostId);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        }
    }
}
