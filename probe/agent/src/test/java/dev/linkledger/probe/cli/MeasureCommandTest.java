package dev.linkledger.probe.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.linkledger.probe.measure.MeasureFiles;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.probe.observation.ObservationJson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@code probe measure} in-process, on real files in target/. */
class MeasureCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private HttpServer server;

    @AfterEach
    void stopServer() {
        if (server != null) server.stop(0);
    }

    private int run(String... args) {
        CommandLine cmd = ProbeCommand.commandLine(new ProbeCommand(new ByteArrayInputStream(new byte[0])));
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        return cmd.execute(args);
    }

    private static Path file() throws Exception {
        return MeasureFiles.randomFile("cli-32m.dat", 32L << 20);
    }

    @Test
    void jsonCarriesTheNumbersTheirSetupAndTheMissingLink() throws Exception {
        int code = run("measure", "--file", file().toString(), "--engine", "builtin", "--warmup", "0", "--json", "--host", "lab");

        assertThat(code).isEqualTo(0);
        assertThat(err.toString()).isEmpty();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        for (String field : new String[]{"mbps", "mibps", "direct", "engine", "engineVersion", "bytes", "seconds", "iops",
                "cpuPercent", "latencyP50Micros", "latencyP99Micros", "blockSize", "iodepth", "pattern", "status"}) {
            assertThat(json.has(field)).as(field).isTrue();
        }
        assertThat(json.get("engine").asText()).isEqualTo("builtin");
        assertThat(json.get("engineVersion").asText()).isEqualTo("0.1.0 (libaio)");
        assertThat(json.get("direct").asBoolean()).isTrue();
        assertThat(json.get("status").asText()).isEqualTo("ok");
        assertThat(json.get("bytes").asLong()).isEqualTo(32L << 20);
        assertThat(json.get("blockSize").asInt()).isEqualTo(1 << 20);
        assertThat(json.get("iodepth").asInt()).isEqualTo(32);
        assertThat(json.get("mbps").asDouble()).isCloseTo(json.get("bytes").asDouble() / json.get("seconds").asDouble() / 1e6, within(1e-6));
        assertThat(json.at("/setup/probeJarSha256").asText()).isEqualTo("unknown");
        assertThat(json.at("/setup/kernelRelease").asText()).isEqualTo(Files.readString(Path.of("/proc/sys/kernel/osrelease")).trim());
        assertThat(json.get("link").isNull()).isTrue();
        assertThat(json.get("linkNote").asText()).isNotBlank();
    }

    @Test
    void summaryNamesTheRateEngineAndLink() throws Exception {
        int code = run("measure", "--file", file().toString(), "--engine", "builtin", "--builtin-io", "threads", "--warmup", "0", "--bs", "256K", "--iodepth", "4");

        assertThat(code).isEqualTo(0);
        assertThat(out.toString())
                .containsPattern("read .*cli-32m.dat: \\d+\\.\\d MB/s \\(\\d+\\.\\d MiB/s\\)")
                .contains("builtin 0.1.0 (positional-readers), bs 262144, iodepth 4, direct")
                .contains("link: none (");
    }

    @Test
    void aMissingFileIsBadInput() {
        assertThat(run("measure", "--file", "target/measure-test/nope.dat")).isEqualTo(1);
        assertThat(err.toString()).isEqualTo("probe measure: target/measure-test/nope.dat: no such file" + System.lineSeparator());
    }

    @Test
    void refusesTmpfsBecauseThereIsNoDeviceUnderIt() throws Exception {
        Path shm = Path.of("/dev/shm");
        assumeTrue(Files.isDirectory(shm) && "tmpfs".equals(Files.getFileStore(shm).type()), "no tmpfs at /dev/shm");
        Path file = Files.createTempFile(shm, "linkledger-measure", ".dat");
        try {
            Files.write(file, new byte[1 << 20]);

            assertThat(run("measure", "--file", file.toString(), "--engine", "builtin")).isEqualTo(1);
            assertThat(err.toString()).contains("on tmpfs, which keeps files in memory").contains("--allow-cache").doesNotContain("Exception");
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    void withAllowCacheTmpfsIsMeasuredAndRecordedAsBuffered() throws Exception {
        Path shm = Path.of("/dev/shm");
        assumeTrue(Files.isDirectory(shm) && "tmpfs".equals(Files.getFileStore(shm).type()), "no tmpfs at /dev/shm");
        Path file = Files.createTempFile(shm, "linkledger-measure", ".dat");
        try {
            Files.write(file, new byte[4 << 20]);

            assertThat(run("measure", "--file", file.toString(), "--engine", "builtin", "--allow-cache", "--warmup", "0", "--json")).isEqualTo(0);
            Measurement m = ObservationJson.mapper().readValue(out.toString(), Measurement.class);
            assertThat(m.direct()).isFalse();
            assertThat(m.bytes()).isEqualTo(4 << 20);
            assertThat(m.linkNote()).contains("major 0");
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    void aFileSystemWithoutODirectIsRefusedClearly() {
        assertThat(run("measure", "--file", "/proc/self/mountinfo", "--engine", "builtin")).isEqualTo(1);
        // procfs reports size 0, so the size check speaks first; sysfs files report 4096 and reach open(O_DIRECT)
        assertThat(err.toString()).contains("nothing to read");
        err.getBuffer().setLength(0);

        assertThat(run("measure", "--file", "/sys/kernel/mm/transparent_hugepage/enabled", "--engine", "builtin", "--bs", "4K", "--iodepth", "1")).isEqualTo(1);
        assertThat(err.toString()).contains("refuses direct I/O (O_DIRECT: EINVAL)");
    }

    @Test
    void writeTestCreatesAndDeletesItsScratchFile() throws Exception {
        Path scratch = MeasureFiles.DIR.resolve("scratch-cli.dat");
        Files.createDirectories(MeasureFiles.DIR);
        Files.deleteIfExists(scratch);

        int code = run("measure", "--file", scratch.toString(), "--write", "--size", "8M", "--engine", "builtin", "--warmup", "0", "--json");

        assertThat(code).isEqualTo(0);
        assertThat(new ObjectMapper().readTree(out.toString()).get("pattern").asText()).isEqualTo("write");
        assertThat(scratch).doesNotExist();
    }

    @Test
    void writeTestNeverOverwritesAnExistingFile() throws Exception {
        Path existing = file();
        long before = Files.size(existing);

        assertThat(run("measure", "--file", existing.toString(), "--write", "--size", "1M", "--engine", "builtin")).isEqualTo(1);
        assertThat(err.toString()).contains("exists; --write only creates");
        assertThat(existing).hasSize(before);
    }

    @Test
    void postsTheMeasurementWithTheProbeToken() throws Exception {
        AtomicReference<String> path = new AtomicReference<>();
        AtomicReference<String> auth = new AtomicReference<>();
        AtomicReference<String> body = new AtomicReference<>();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            path.set(exchange.getRequestURI().getPath());
            auth.set(exchange.getRequestHeaders().getFirst("Authorization"));
            body.set(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            exchange.sendResponseHeaders(202, -1);
            exchange.close();
        });
        server.start();

        int code = run("measure", "--file", file().toString(), "--engine", "builtin", "--warmup", "0", "--host", "lab 1",
                "--server", "http://127.0.0.1:" + server.getAddress().getPort(), "--token", "s3cret");

        assertThat(code).isEqualTo(0);
        assertThat(path.get()).isEqualTo("/api/hosts/lab 1/measurements");
        assertThat(auth.get()).isEqualTo("Bearer s3cret");
        Measurement posted = ObservationJson.mapper().readValue(body.get(), Measurement.class);
        assertThat(posted.hostId()).isEqualTo("lab 1");
        assertThat(posted.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(out.toString()).contains("-> 202");
    }

    @Test
    void anUnknownEngineIsAUsageError() {
        assertThat(run("measure", "--file", "x", "--engine", "dd")).isEqualTo(2);
    }
}
