package dev.linkledger.advisor.migration;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.api.MediumInterface;
import dev.linkledger.inventory.api.TokenKind;
import dev.linkledger.inventory.query.CableCapability;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.link.LinkMode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.ConfigProvider;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * V14 converts a database made by V1–V13, holding rows of the old (text) shape, in place: speeds
 * become exact numbers, lists arrays, enum columns hold only their constants' names.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TypedColumnsMigrationTest {
    private static final String AT = "TIMESTAMPTZ '2026-12-01 10:00:00+00'";

    @Inject
    DataSource service;

    private String url;
    private String user;
    private String password;

    @BeforeEach
    void freshDatabaseAtV13() throws SQLException {
        String name = "v13_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try (Connection c = service.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        var config = ConfigProvider.getConfig();
        String serviceUrl = config.getValue("quarkus.datasource.jdbc.url", String.class);
        url = serviceUrl.substring(0, serviceUrl.lastIndexOf('/') + 1) + name;
        user = config.getValue("quarkus.datasource.username", String.class);
        password = config.getValue("quarkus.datasource.password", String.class);
        flyway("13").migrate();
    }

    @Test
    void convertsOldShapeRowsExactly() throws SQLException {
        sql("INSERT INTO host (host_id, registered_at, registered_event) VALUES ('old-desk', " + AT + ", 'e-host')",
                "INSERT INTO controller (host_id, controller_id, buses, inferred, event_id, event_type, event_at)"
                        + " VALUES ('old-desk', 'xhci', '3,4', false, 'e1', 'ControllerSeenEvent', " + AT + ")",
                "INSERT INTO controller (host_id, controller_id, buses, inferred, event_id, event_type, event_at)"
                        + " VALUES ('old-desk', 'none', '', true, 'e1', 'ControllerSeenEvent', " + AT + ")",
                "INSERT INTO bus (host_id, bus, speed_mbps, event_id, event_type, event_at)"
                        + " VALUES ('old-desk', 1, '1.5', 'e2', 'BusSeenEvent', " + AT + ")",
                "INSERT INTO bus (host_id, bus, speed_mbps, event_id, event_type, event_at)"
                        + " VALUES ('old-desk', 4, '10000', 'e2', 'BusSeenEvent', " + AT + ")",
                device("3-2", "'480'", "'driver:uas'"),
                device("3-3", "'fast'", "'bos'"),
                device("3-4", "NULL", "NULL"),
                "INSERT INTO device_connection (host_id, path, speed_mbps, connected_event, connected_at)"
                        + " VALUES ('old-desk', '1-1', '1.5', 'c1', " + AT + ")",
                "INSERT INTO cable (cable_id, label, connectors, rating, rated_mode, registered_event, registered_at,"
                        + " retired, attached_host, attached_ports, capability) VALUES ('k1', 'desk', 'C-to-C', 'USB 3',"
                        + " 'GEN1', 'e3', " + AT + ", false, 'old-desk', 'usb3-port2,usb4-port2', 'gen1')",
                "INSERT INTO cable (cable_id, label, connectors, rating, rated_mode, registered_event, registered_at,"
                        + " retired, capability) VALUES ('k2', 'drawer', 'A-to-C', '?', 'unknown', 'e4', " + AT
                        + ", false, 'unverified')",
                "INSERT INTO cable_test (event_id, cable_id, measured_at, verdict, mbps, summary, evidence)"
                        + " VALUES ('t1', 'k1', " + AT + ", 'LIMITED_TO', 480, 'held to 480M', '{}')",
                "INSERT INTO enclosure (enclosure_id, label, bridge, medium_kind, registered_event, registered_at)"
                        + " VALUES ('n1', 'box', 'JMS583', 'NVME', 'e5', " + AT + ")",
                "INSERT INTO measurement (measurement_id, host_id, started_at, status, engine, direct, block_size, iodepth,"
                        + " mbps, link_speed_mbps, link_mode, body, event_id, event_at) VALUES ('m1', 'old-desk', " + AT
                        + ", 'ok', 'fio', true, 1048576, 4, 402.5, '5000', 'GEN1', '{}', 'e6', " + AT + ")");

        flyway(null).migrate();

        assertThat(decimal("SELECT speed_mbps FROM bus WHERE bus = 1")).isEqualByComparingTo("1.5");
        assertThat(decimal("SELECT speed_mbps FROM bus WHERE bus = 4")).isEqualByComparingTo("10000");
        assertThat(decimal("SELECT speed_mbps FROM device WHERE path = '3-2'")).isEqualByComparingTo("480");
        assertThat(decimal("SELECT speed_mbps FROM device WHERE path = '3-3'")).as("not a number: not known").isNull();
        assertThat(decimal("SELECT speed_mbps FROM device WHERE path = '3-4'")).isNull();
        assertThat(decimal("SELECT speed_mbps FROM device_connection")).isEqualByComparingTo("1.5");
        assertThat(decimal("SELECT link_speed_mbps FROM measurement")).isEqualByComparingTo("5000");
        assertThat(text("SELECT capability_source FROM device WHERE path = '3-2'")).isEqualTo("driver:uas");
        assertThat(array("SELECT buses FROM controller WHERE controller_id = 'xhci'")).containsExactly(3, 4);
        assertThat(array("SELECT buses FROM controller WHERE controller_id = 'none'")).isEmpty();
        assertThat(array("SELECT attached_ports FROM cable WHERE cable_id = 'k1'")).containsExactly("usb3-port2", "usb4-port2");
        assertThat(array("SELECT attached_ports FROM cable WHERE cable_id = 'k2'")).isNull();
        assertThat(text("SELECT capability FROM cable WHERE cable_id = 'k1'")).isEqualTo("GEN1");
        assertThat(text("SELECT capability FROM cable WHERE cable_id = 'k2'")).isEqualTo("UNVERIFIED");
        assertThat(text("SELECT verdict FROM cable_test")).isEqualTo("LIMITED_TO");
        assertThat(text("SELECT medium_kind FROM enclosure")).isEqualTo("NVME");
    }

    @Test
    void enumColumnsTakeEveryConstantAndRefuseAStrayString() throws SQLException {
        flyway(null).migrate();
        sql("INSERT INTO host (host_id, registered_at, registered_event) VALUES ('enum-desk', " + AT + ", 'e-host')",
                device("1-1", "1.5", "'unknown'"),
                "INSERT INTO cable (cable_id, label, connectors, rating, rated_mode, registered_event, registered_at,"
                        + " retired, capability) VALUES ('k1', 'desk', 'C-to-C', '?', 'unknown', 'e3', " + AT
                        + ", false, 'UNVERIFIED')",
                "INSERT INTO cable_test (event_id, cable_id, measured_at, verdict, mbps, summary, evidence)"
                        + " VALUES ('t1', 'k1', " + AT + ", 'LIMITED_TO', 480, 's', '{}')",
                "INSERT INTO enclosure (enclosure_id, label, bridge, medium_kind, registered_event, registered_at)"
                        + " VALUES ('n1', 'box', 'JMS583', 'NVME', 'e5', " + AT + ")",
                "INSERT INTO measurement (measurement_id, host_id, started_at, status, engine, direct, block_size, iodepth,"
                        + " mbps, body, event_id, event_at) VALUES ('m1', 'enum-desk', " + AT
                        + ", 'ok', 'fio', true, 4096, 1, 1, '{}', 'e6', " + AT + ")",
                "INSERT INTO access_token (token_id, host_id, secret_sha256, issued_event, issued_at, kind)"
                        + " VALUES ('tok', 'enum-desk', repeat('a', 64), 'e7', " + AT + ", 'PROBE')");
        // Each constant as its entity stores it: the wire name where a converter maps it, else the name.
        for (CapabilitySource s : CapabilitySource.values()) sql("UPDATE device SET capability_source = '" + s.wire() + "'");
        for (CableCapability c : CableCapability.values()) sql("UPDATE cable SET capability = '" + c.name() + "'");
        for (CableVerdict v : CableVerdict.values()) sql("UPDATE cable_test SET verdict = '" + v.name() + "'");
        for (MediumInterface m : MediumInterface.values()) sql("UPDATE enclosure SET medium_kind = '" + m.name() + "'");
        for (MeasurementStatus m : MeasurementStatus.values()) sql("UPDATE measurement SET status = '" + m.json() + "'");
        for (LinkMode m : LinkMode.values()) sql("UPDATE measurement SET link_mode = '" + m.name() + "'");
        for (TokenKind k : TokenKind.values()) sql("UPDATE access_token SET kind = '" + k.name() + "'");

        for (String stray : List.of("UPDATE device SET capability_source = 'BOS'",
                "UPDATE cable SET capability = 'gen1'", "UPDATE cable_test SET verdict = 'MAYBE'",
                "UPDATE enclosure SET medium_kind = 'nvme'", "UPDATE measurement SET status = 'OK'",
                "UPDATE measurement SET link_mode = 'GEN3'", "UPDATE access_token SET kind = 'ADMIN'"))
            assertThatThrownBy(() -> sql(stray)).as(stray).hasMessageContaining("violates check constraint");
    }

    private static String device(String path, String speed, String source) {
        return "INSERT INTO device (host_id, path, bus, speed_mbps, capability_source, connected_event, connected_event_type,"
                + " connected_at, speed_event, speed_event_type, speed_at, capability_event, capability_event_type,"
                + " capability_at, drivers_event, drivers_event_type, drivers_at) SELECT host_id, '" + path + "', 3, "
                + speed + ", " + source + ", 'c', 'T', " + AT + ", 'c', 'T', " + AT + ", 'c', 'T', " + AT + ", 'c', 'T', "
                + AT + " FROM host";
    }

    private Flyway flyway(String target) {
        var configuration = Flyway.configure().dataSource(url, user, password).locations("classpath:db/migration")
                .outOfOrder(true);
        if (target != null) configuration.target(target);
        return configuration.load();
    }

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, password);
    }

    private void sql(String... statements) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String statement : statements) s.execute(statement);
        }
    }

    private BigDecimal decimal(String query) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            assertThat(r.next()).as(query).isTrue();
            return r.getBigDecimal(1);
        }
    }

    private String text(String query) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            assertThat(r.next()).as(query).isTrue();
            return r.getString(1);
        }
    }

    private List<Object> array(String query) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            assertThat(r.next()).as(query).isTrue();
            java.sql.Array a = r.getArray(1);
            return a == null ? null : Arrays.asList((Object[]) a.getArray());
        }
    }
}
