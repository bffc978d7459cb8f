package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.app.EmbeddedDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** No side door into the event store (issue 12, defect 4): the embedded server asks everyone for the password. */
class EmbeddedDatabaseAccessTest {
    private static EmbeddedDatabase database;
    private static Path dir;

    @BeforeAll
    static void start() throws Exception {
        dir = PostmasterLifetimeTest.freshDirectory("access-pg");
        database = EmbeddedDatabase.start(dir, EmbeddedDatabase.Durability.THROWAWAY);
    }

    @AfterAll
    static void stop() {
        if (database != null) database.close();
    }

    @Test
    void aConnectionWithoutThePasswordIsRefused() {
        assertThatThrownBy(() -> DriverManager.getConnection(database.jdbcUrl(), "postgres", "").close())
                .isInstanceOf(SQLException.class).hasMessageContaining("password");
    }

    @Test
    void aConnectionWithAWrongPasswordIsRefused() {
        assertThatThrownBy(() -> DriverManager.getConnection(database.jdbcUrl(), "postgres", "postgres").close())
                .isInstanceOf(SQLException.class).hasMessageContaining("password authentication failed");
    }

    @Test
    void theServerTrustsNoConnectionAndListensOnLoopbackOnly() throws Exception {
        try (Connection c = DriverManager.getConnection(database.jdbcUrl(), database.username(), database.password());
             Statement s = c.createStatement()) {
            List<String> rules = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT type || ' ' || auth_method FROM pg_hba_file_rules")) {
                while (rs.next()) rules.add(rs.getString(1));
            }
            assertThat(rules).containsExactlyInAnyOrder("local scram-sha-256", "host scram-sha-256");
            assertThat(show(s, "listen_addresses")).isEqualTo("127.0.0.1");
            assertThat(show(s, "unix_socket_directories")).isEqualTo(dir.resolve("socket").toString());
            assertThat(show(s, "password_encryption")).isEqualTo("scram-sha-256");
        }
    }

    @Test
    void thePasswordFileTheSocketAndTheDataAreTheOwnersOnly() throws Exception {
        assertThat(mode(dir.resolve("postgres-password"))).isEqualTo("rw-------");
        assertThat(Files.readString(dir.resolve("postgres-password")).strip()).isEqualTo(database.password()).hasSizeGreaterThan(40);
        assertThat(mode(dir.resolve("socket"))).isEqualTo("rwx------");
        assertThat(mode(dir)).isEqualTo("rwx------");
    }

    @Test
    void aDataDirectoryFromTheReleaseThatTrustedEveryoneGetsAPasswordAtItsNextStart() throws Exception {
        Path old = PostmasterLifetimeTest.freshDirectory("access-trust-era");
        // What earlier releases left: a cluster initialised by zonky with "trust" for every local connection.
        io.zonky.test.db.postgres.embedded.EmbeddedPostgres.builder().setDataDirectory(old.resolve("pgdata"))
                .setCleanDataDirectory(false).setRegisterShutdownHook(false).start().close();

        try (EmbeddedDatabase upgraded = EmbeddedDatabase.start(old, EmbeddedDatabase.Durability.THROWAWAY)) {
            assertThatThrownBy(() -> DriverManager.getConnection(upgraded.jdbcUrl(), "postgres", "").close())
                    .isInstanceOf(SQLException.class).hasMessageContaining("password");
            try (Connection c = DriverManager.getConnection(upgraded.jdbcUrl(), upgraded.username(), upgraded.password())) {
                assertThat(c.isValid(2)).isTrue();
            }
        }
    }

    private static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    private static String show(Statement s, String setting) throws SQLException {
        try (ResultSet rs = s.executeQuery("SHOW " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
