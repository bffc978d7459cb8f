package dev.linkledger.advisor.reliability;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The packaged service ({@code target/quarkus-app/quarkus-run.jar}, built by {@code package})
 * run as a child JVM on a data directory under target/, a random port and its own admin token,
 * the way an operator runs it: so it can be killed with SIGKILL and started again on the same data.
 */
final class PackagedService implements AutoCloseable {
    static final Path JAR = Path.of("target/quarkus-app/quarkus-run.jar");
    private static final Duration START_TIMEOUT = Duration.ofSeconds(180);

    private final Path dataDir;
    private final String adminToken;
    private final int port;
    private final Map<String, String> environment;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private Process process;
    private int starts;

    PackagedService(Path dataDir, String adminToken) throws IOException {
        this(dataDir, adminToken, Map.of());
    }

    /** With more environment, e.g. an external database ({@code QUARKUS_DATASOURCE_JDBC_URL} ...). */
    PackagedService(Path dataDir, String adminToken, Map<String, String> environment) throws IOException {
        this.dataDir = dataDir;
        this.adminToken = adminToken;
        this.environment = Map.copyOf(environment);
        try (ServerSocket s = new ServerSocket(0)) {
            this.port = s.getLocalPort();
        }
    }

    /** Starts the JVM and waits until readiness answers UP. */
    void start() throws IOException, InterruptedException {
        Path log = dataDir.resolveSibling(dataDir.getFileName() + "-run" + (++starts) + ".log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx384m", "-jar", JAR.toString()).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("LINKLEDGER_DATA_DIR", dataDir.toAbsolutePath().toString());
        builder.environment().put("QUARKUS_HTTP_PORT", String.valueOf(port));
        builder.environment().put("LINKLEDGER_ADMIN_TOKEN", adminToken);
        builder.environment().put("LINKLEDGER_LOCAL_PROBE", "false");
        builder.environment().putAll(environment);
        process = builder.start();
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) throw new IllegalStateException("service exited with " + process.exitValue() + "; see " + log);
            try {
                if (http.send(HttpRequest.newBuilder(uri("/q/health/ready")).timeout(Duration.ofSeconds(5)).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) return;
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("service not ready after " + START_TIMEOUT + "; see " + log);
    }

    /** The service's process id: Axon's token store names a segment's owner {@code pid@hostname}. */
    long pid() {
        return process.pid();
    }

    /** SIGKILL: no shutdown hook runs, nothing is flushed or closed by the service itself. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /**
     * Whether the embedded PostgreSQL of a killed service went too (issue 12 defect 3: it used to
     * live on, re-parented to PID 1, and block the next start).
     */
    boolean postmasterGoneWithin(Duration timeout) throws IOException, InterruptedException {
        Path pidFile = dataDir.resolve("pgdata").resolve("postmaster.pid");
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!Files.exists(pidFile)) return true;
            List<String> lines = Files.readAllLines(pidFile);
            if (lines.isEmpty()) return true;
            Optional<ProcessHandle> postmaster = ProcessHandle.of(Long.parseLong(lines.get(0).trim()));
            if (postmaster.isEmpty() || !postmaster.get().isAlive()) return true;
            Thread.sleep(100);
        }
        return false;
    }

    /** Stops a postmaster still running from this data directory, so a failed test leaves nothing behind. */
    Optional<Long> stopStalePostmaster() throws IOException, InterruptedException {
        Path pidFile = dataDir.resolve("pgdata").resolve("postmaster.pid");
        if (!Files.exists(pidFile)) return Optional.empty();
        long pid = Long.parseLong(Files.readAllLines(pidFile).get(0).trim());
        Optional<ProcessHandle> stale = ProcessHandle.of(pid);
        if (stale.isEmpty() || !stale.get().isAlive()) return Optional.empty();
        stale.get().destroy(); // SIGTERM: smart shutdown, and its only clients died with the service
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (stale.get().isAlive() && System.nanoTime() < deadline) Thread.sleep(100);
        if (stale.get().isAlive()) stale.get().destroyForcibly();
        return Optional.of(pid);
    }

    HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return http.send(request.header("Authorization", "Bearer " + adminToken).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    @Override
    public void close() throws Exception {
        if (process != null && process.isAlive()) {
            process.destroy();
            if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) process.destroyForcibly();
        }
        stopStalePostmaster();
    }
}
