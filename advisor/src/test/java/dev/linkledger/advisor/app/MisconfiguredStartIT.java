package dev.linkledger.advisor.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Starts the packaged service ({@code target/quarkus-app/quarkus-run.jar}) the way an operator
 * does, with one setting wrong, and reads what they would read: the exit code and the log.
 */
class MisconfiguredStartIT {
    private static final Duration LIMIT = Duration.ofSeconds(50);

    @TempDir
    Path work;

    @Test
    void theShippedShortAdminTokenEndsTheStartAtOnceWithOneLineNamingIt() throws Exception {
        Started run = start(Map.of("LINKLEDGER_ADMIN_TOKEN", "change-me",
                "QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://127.0.0.1:1/linkledger"));
        assertThat(run.exitCode).isEqualTo(StartupFailure.CONFIGURATION);
        assertThat(run.lines).singleElement().asString()
                .startsWith("LinkLedger cannot start: LINKLEDGER_ADMIN_TOKEN").contains("at least 16")
                .doesNotContain("change-me");
    }

    @Test
    void aDatasourceUrlThatIsNotJdbcEndsTheStartWithOneLineNamingTheVariable() throws Exception {
        Started run = start(Map.of("QUARKUS_DATASOURCE_JDBC_URL", "postgres://db.example:5432/linkledger"));
        assertThat(run.exitCode).isEqualTo(StartupFailure.CONFIGURATION);
        assertThat(run.lines).singleElement().asString()
                .contains("QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://HOST:5432/DATABASE");
    }

    @Test
    void aDatabaseNobodyListensOnEndsTheStartWithOneLineAndNoStackTrace() throws Exception {
        Started run = start(Map.of("QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://127.0.0.1:" + freePort() + "/linkledger",
                "QUARKUS_DATASOURCE_USERNAME", "linkledger", "QUARKUS_DATASOURCE_PASSWORD", "unused",
                "LINKLEDGER_ADMIN_TOKEN", "0123456789abcdef0123"));
        assertThat(run.exitCode).isEqualTo(StartupFailure.OTHER);
        assertOneReasonAndNoStackTrace(run).contains("refused", "QUARKUS_DATASOURCE_JDBC_URL");
    }

    @Test
    void aShortTokenFromAConfigFileIsCaughtInsideQuarkusBeforeTheProcessorsStart() throws Exception {
        // config/application.properties in the working directory is read by Quarkus only, not by the
        // check before the start: this is the path through AdminToken, with the embedded database up.
        Files.createDirectories(work.resolve("config"));
        Files.writeString(work.resolve("config/application.properties"), "linkledger.admin-token=short-one\n");
        Started run = start(Map.of("LINKLEDGER_DATA_DIR", work.resolve("data").toString()));
        assertThat(run.exitCode).isEqualTo(StartupFailure.CONFIGURATION);
        assertOneReasonAndNoStackTrace(run).contains("LINKLEDGER_ADMIN_TOKEN", "has 9 characters");
        // Flyway's notice about quarkus.flyway.out-of-order (application.properties) is expected.
        assertThat(run.lines).noneMatch(l -> (l.contains("WARN") || l.contains("ERROR"))
                && !l.contains("outOfOrder mode is active"));
        assertThat(run.lines).noneMatch(l -> l.contains("org.axonframework"));
    }

    private static org.assertj.core.api.AbstractStringAssert<?> assertOneReasonAndNoStackTrace(Started run) {
        assertThat(run.lines).as("stack frames").noneMatch(l -> l.stripLeading().startsWith("at ") || l.contains("Exception"));
        List<String> reasons = run.lines.stream().filter(l -> l.startsWith("LinkLedger cannot start: ")).toList();
        assertThat(reasons).hasSize(1);
        return assertThat(reasons.get(0));
    }

    private Started start(Map<String, String> settings) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("linkledger.service.jar", "target/quarkus-app/quarkus-run.jar"));
        assertThat(jar).as("packaged service (mvn package first)").exists();
        Path log = work.resolve("service.log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toAbsolutePath().toString())
                .directory(work.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(k -> k.startsWith("LINKLEDGER_") || k.startsWith("QUARKUS_"));
        env.put("LINKLEDGER_DATA_DIR", work.resolve("data").toString());
        env.put("LINKLEDGER_LOCAL_PROBE", "false");
        env.put("QUARKUS_HTTP_PORT", "0");
        env.putAll(settings);
        Process process = builder.start();
        boolean ended = process.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS);
        if (!ended) process.destroyForcibly().waitFor();
        assertThat(ended).as("the service ended its start within " + LIMIT).isTrue();
        return new Started(process.exitValue(), Files.readAllLines(log, StandardCharsets.UTF_8));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private record Started(int exitCode, List<String> lines) {
    }
}
