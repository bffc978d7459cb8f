package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import dev.linkledger.advisor.advice.AdviceEvaluations;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.detach;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ReplayTest {
    /** Every projection table, each ordered by its key; generated ids are left out. */
    private static final Map<String, String> TABLES = Map.of(
            "host", "SELECT * FROM host ORDER BY host_id",
            "controller", "SELECT * FROM controller ORDER BY host_id, controller_id",
            "bus", "SELECT * FROM bus ORDER BY host_id, bus",
            "port", "SELECT * FROM port ORDER BY host_id, port_id",
            "device", "SELECT * FROM device ORDER BY host_id, path",
            "device_connection", "SELECT host_id, path, devnum, vendor_id, product_id, serial, speed_mbps, connected_event,"
                    + " connected_at, disconnected_event, disconnected_at FROM device_connection ORDER BY connected_event",
            "cable", "SELECT * FROM cable ORDER BY cable_id",
            "cable_test", "SELECT * FROM cable_test ORDER BY event_id",
            "enclosure", "SELECT * FROM enclosure ORDER BY enclosure_id",
            "access_token", "SELECT * FROM access_token ORDER BY token_id");

    @Inject
    DataSource dataSource;
    @Inject
    AdviceEvaluations evaluations;

    @Test
    void rebuildsEveryProjectionEqualToTheLiveOneAndAppendsNothing() throws SQLException {
        String host = "replay-desk";
        Instant at = Instant.parse("2026-11-30T12:00:00Z");
        observe(host, desktop(host, "r-1", at, null));
        String cable = registerCable("replay cable", "USB 2.0");
        attach(cable, host, "usb4-port2");
        observe(host, desktop(host, "r-2", at.plusSeconds(60), enclosure(7, 480)));
        // Re-enumerated at the same path: on a replay, connect, disconnect and connect land in one batch.
        observe(host, desktop(host, "r-3", at.plusSeconds(90), enclosure(8, 480)));
        detach(cable);
        given().contentType("application/json").body("{\"labels\":[\"rear\"]}")
                .put("/api/hosts/" + host + "/ports/usb3-port2/labels").then().statusCode(200);
        given().contentType("application/json").body("""
                {"label":"replay box","bridge":"152d:0583","medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},
                 "usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}""")
                .post("/api/enclosures").then().statusCode(201);
        given().get("/api/cables/" + cable).then().body("capability", equalTo("usb2"));
        String token = given().contentType("application/json").body("{\"hostId\":\"" + host + "\"}")
                .post("/api/tokens").then().statusCode(201).extract().path("id");
        given().delete("/api/tokens/" + token).then().statusCode(204);
        given().contentType("application/json").body("{\"hostId\":\"" + host + "\"}").post("/api/tokens").then().statusCode(201);

        // The enclosure bound above re-evaluates every host with a device of its vid:pid: let that settle first.
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();
        Map<String, List<Map<String, Object>>> live = dump();
        long events = count();
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();
        assertThat(count()).as("events after replay").isEqualTo(events);
        Map<String, List<Map<String, Object>>> rebuilt = dump();
        for (String table : TABLES.keySet())
            assertThat(rebuilt.get(table)).as(table).isEqualTo(live.get(table));
    }

    private long count() throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT count(*) FROM domain_event_entry")) {
            r.next();
            return r.getLong(1);
        }
    }

    private Map<String, List<Map<String, Object>>> dump() throws SQLException {
        Map<String, List<Map<String, Object>>> tables = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            for (var table : TABLES.entrySet()) {
                List<Map<String, Object>> rows = new ArrayList<>();
                try (ResultSet r = s.executeQuery(table.getValue())) {
                    ResultSetMetaData meta = r.getMetaData();
                    while (r.next()) {
                        Map<String, Object> row = new LinkedHashMap<>();
                        for (int i = 1; i <= meta.getColumnCount(); i++) row.put(meta.getColumnName(i), String.valueOf(r.getObject(i)));
                        rows.add(row);
                    }
                }
                tables.put(table.getKey(), rows);
            }
        }
        return tables;
    }
}
