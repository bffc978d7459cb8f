package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;

import static dev.linkledger.advisor.rest.ImportsApiTest.paste;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;

/** A whole lsusb -v keeps every device unplaced; the same boot's lsusb -t places them, without duplicates. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class UnplacedDevicesApiTest {
    private static final String HOST = "unplaced-laptop";
    private static final String TOPOLOGY = "/api/hosts/" + HOST + "/topology";

    @Inject
    DataSource dataSource;

    @Test
    void aWholeLsusbVerboseThenTheTreeOfTheSameBootMergesEveryDeviceAndAReplayShowsTheSame() throws Exception {
        given().contentType("text/plain").body(paste("laptop-whole.lsusb-v.txt"))
                .when().post("/api/hosts/" + HOST + "/imports")
                .then().statusCode(200)
                .body("notes.findAll { it.kind == 'unplaced' }", hasSize(6));

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get(TOPOLOGY).then().statusCode(200)
                        .body("unplaced", hasSize(6))
                        .body("unplaced.find { it.bus == 2 && it.devnum == 2 }.vendorId", equalTo("0781"))
                        .body("unplaced.find { it.bus == 2 && it.devnum == 2 }.speedMbps", equalTo(5000))
                        .body("unplaced.find { it.bus == 2 && it.devnum == 2 }.capability.source", equalTo("bos"))
                        .body("unplaced[0].missing[0]", containsString("port path: paste lsusb -t"))
                        .body("controllers.buses.flatten().devices.flatten()", hasSize(0)));
        given().get("/lab/hosts/" + HOST).then().statusCode(200)
                .body(containsString("Unplaced devices (6)")).body(containsString("Bus 001 Device 006"));

        given().contentType("text/plain").body(paste("laptop-whole.lsusb-t.txt"))
                .when().post("/api/hosts/" + HOST + "/imports")
                .then().statusCode(200);

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get(TOPOLOGY).then().statusCode(200)
                        .body("unplaced", hasSize(0))
                        .body("controllers[0].buses.find { it.bus == 1 }.devices.path", equalTo(List.of("1-1", "1-10", "1-3", "1-8")))
                        .body("controllers[0].buses.find { it.bus == 1 }.devices.find { it.path == '1-1' }.children[0].vendorId", equalTo("0bda"))
                        .body("controllers[0].buses.find { it.bus == 1 }.devices.find { it.path == '1-1' }.children[0].drivers", hasItem("r8152"))
                        .body("controllers[0].buses.find { it.bus == 2 }.devices[0].vendorId", equalTo("0781"))
                        .body("controllers[0].buses.find { it.bus == 2 }.devices[0].capability.source", equalTo("bos")));
        assertThat(connections()).as("one connection per device, each now at its path").hasSize(6).doesNotContainNull();

        given().contentType("text/plain").body(paste("laptop-whole.lsusb-t.txt"))
                .when().post("/api/hosts/" + HOST + "/imports")
                .then().statusCode(200).body("appendedEvents", equalTo(0));

        String before = given().get(TOPOLOGY).then().statusCode(200).extract().asString();
        given().post("/api/admin/replays").then().statusCode(200).body("caughtUp", equalTo(true));
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                assertThat(JsonPath.from(given().get(TOPOLOGY).then().statusCode(200).extract().asString()).getMap(""))
                        .isEqualTo(JsonPath.from(before).getMap("")));
        assertThat(connections()).hasSize(6).doesNotContainNull();
    }

    /** The host's connection history: the path of each row. */
    private List<String> connections() throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT path FROM device_connection WHERE host_id = ? ORDER BY connected_event")) {
            s.setString(1, HOST);
            try (ResultSet r = s.executeQuery()) {
                List<String> paths = new java.util.ArrayList<>();
                while (r.next()) paths.add(r.getString(1));
                return paths;
            }
        }
    }
}
