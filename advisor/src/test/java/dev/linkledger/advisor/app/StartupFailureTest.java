package dev.linkledger.advisor.app;

import io.quarkus.runtime.configuration.ConfigurationException;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;

import static org.assertj.core.api.Assertions.assertThat;

class StartupFailureTest {

    @Test
    void aConfigurationExceptionDeepInTheCausesIsItsMessageAndExitCode78() {
        Throwable failure = new RuntimeException("Failed to start", new IllegalStateException("wrapped",
                new ConfigurationException("LINKLEDGER_ADMIN_TOKEN has 9 characters but needs at least 16\n")));
        assertThat(StartupFailure.describe(failure))
                .contains(new StartupFailure("LINKLEDGER_ADMIN_TOKEN has 9 characters but needs at least 16", 78));
    }

    @Test
    void aRefusedPasswordNamesTheCredentialVariablesAndIsAConfigurationProblem() {
        Throwable failure = new RuntimeException("flyway", new SQLException(
                "FATAL: password authentication failed for user \"linkledger\"", "28P01"));
        StartupFailure described = StartupFailure.describe(failure).orElseThrow();
        assertThat(described.exitCode()).isEqualTo(StartupFailure.CONFIGURATION);
        assertThat(described.message()).contains("password authentication failed",
                "QUARKUS_DATASOURCE_USERNAME", "QUARKUS_DATASOURCE_PASSWORD");
    }

    @Test
    void aMissingDatabaseSaysHowToCreateIt() {
        StartupFailure described = StartupFailure.describe(
                new SQLException("FATAL: database \"linkledger\" does not exist", "3D000")).orElseThrow();
        assertThat(described.exitCode()).isEqualTo(StartupFailure.CONFIGURATION);
        assertThat(described.message()).contains("create-database.sql");
    }

    @Test
    void anUnreachableServerMayBeTransientSoItExitsWithOneForARestart() {
        StartupFailure described = StartupFailure.describe(new SQLException(
                "Connection to 127.0.0.1:1 refused.\nmore detail", "08001")).orElseThrow();
        assertThat(described.exitCode()).isEqualTo(StartupFailure.OTHER);
        assertThat(described.message()).contains("Connection to 127.0.0.1:1 refused", "QUARKUS_DATASOURCE_JDBC_URL")
                .doesNotContain("more detail");
    }

    @Test
    void aSchemaFlywayRefusesIsOneLine() {
        StartupFailure described = StartupFailure.describe(new RuntimeException("Failed to start quarkus",
                new org.flywaydb.core.api.FlywayException("Validate failed: Migrations have failed validation\n"
                        + "Detected resolved migration not applied to database: 8.\n"))).orElseThrow();
        assertThat(described.message()).doesNotContain("\n")
                .isEqualTo("the database schema: Validate failed: Migrations have failed validation"
                        + " Detected resolved migration not applied to database: 8.");
    }

    @Test
    void anUnknownFailureIsNotDescribedSoItsStackTraceIsKept() {
        assertThat(StartupFailure.describe(new IllegalStateException("a bug"))).isEmpty();
    }

    @Test
    void aCauseCycleDoesNotLoopForever() {
        RuntimeException a = new RuntimeException("a");
        RuntimeException b = new RuntimeException("b", a);
        a.initCause(b);
        assertThat(StartupFailure.describe(a)).isEmpty();
    }
}
