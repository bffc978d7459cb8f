package dev.linkledger.advisor.app;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class ConfigurationCheckTest {

    @Test
    void theShippedShortAdminTokenIsRefusedWithTheVariableAndTheMinimumButNotTheToken() {
        assertThat(ConfigurationCheck.problems(Map.of("LINKLEDGER_ADMIN_TOKEN", "change-me"), new Properties()))
                .singleElement().asString()
                .contains("LINKLEDGER_ADMIN_TOKEN", "has 9 characters", "at least 16", "openssl rand")
                .doesNotContain("change-me");
    }

    @Test
    void anAdminTokenOfSixteenCharactersOrAnUnsetOneIsAccepted() {
        assertThat(ConfigurationCheck.problems(Map.of("LINKLEDGER_ADMIN_TOKEN", "0123456789abcdef"), new Properties())).isEmpty();
        assertThat(ConfigurationCheck.problems(Map.of("LINKLEDGER_ADMIN_TOKEN", "  "), new Properties())).isEmpty();
        assertThat(ConfigurationCheck.problems(Map.of(), new Properties())).isEmpty();
    }

    @Test
    void aSystemPropertyTokenIsCheckedLikeTheEnvironmentVariable() {
        Properties system = new Properties();
        system.setProperty("linkledger.admin-token", "short");
        assertThat(ConfigurationCheck.problems(Map.of(), system)).singleElement().asString().contains("has 5 characters");
    }

    @Test
    void aDatasourceUrlThatIsNotPostgresJdbcIsRefusedWithoutEchoingItsParameters() {
        assertThat(ConfigurationCheck.problems(
                Map.of("QUARKUS_DATASOURCE_JDBC_URL", "postgres://db:5432/linkledger?password=hunter2"), new Properties()))
                .singleElement().asString()
                .contains("QUARKUS_DATASOURCE_JDBC_URL", "postgres://db:5432/linkledger?...", "jdbc:postgresql://HOST:5432/DATABASE")
                .doesNotContain("hunter2");
    }

    @Test
    void aPostgresJdbcUrlIsAccepted() {
        assertThat(ConfigurationCheck.problems(
                Map.of("QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://db.example:5432/linkledger"), new Properties())).isEmpty();
    }

    @Test
    void anHttpPortOutsideTheTcpRangeIsRefused() {
        assertThat(ConfigurationCheck.problems(Map.of("QUARKUS_HTTP_PORT", "80800"), new Properties()))
                .singleElement().asString().contains("QUARKUS_HTTP_PORT", "0 to 65535");
        assertThat(ConfigurationCheck.problems(Map.of("QUARKUS_HTTP_PORT", "http"), new Properties())).hasSize(1);
        assertThat(ConfigurationCheck.problems(Map.of("QUARKUS_HTTP_PORT", "18080"), new Properties())).isEmpty();
    }

    @Test
    void everyProblemIsReportedNotOnlyTheFirst() {
        assertThat(ConfigurationCheck.problems(Map.of("LINKLEDGER_ADMIN_TOKEN", "x", "QUARKUS_HTTP_PORT", "-1"),
                new Properties())).hasSize(2);
    }
}
