package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The built-in engine on real files in target/ (ext4 or similar: direct I/O allowed). */
class BuiltinEngineTest {
    private static final int MIB = 1 << 20;
    private final BuiltinEngine engine = new BuiltinEngine(ProbeBuild.VERSION);

    private static MeasureParameters params(Path file, AccessPattern pattern, int bs, int depth, long size, long extent,
                                            Duration runtime, boolean timeBased) {
        return new MeasureParameters(file, pattern, bs, depth, size, extent, runtime, Duration.ZERO, true, timeBased);
    }

    @Test
    void readsTheWholeFileWithDirectIoAndReportsConsistentRates() throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        EngineRun run = engine.run(params(file, AccessPattern.read, MIB, 32, 0, Files.size(file), Duration.ofSeconds(60), false), RunControl.silent());
        Measurement m = MeasurementRecords.of("m1", "lab", Instant.now(), params(file, AccessPattern.read, MIB, 32, 0, Files.size(file), Duration.ofSeconds(60), false), run, null);

        assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(run.bytes()).isEqualTo(48L * MIB);
        assertThat(run.ios()).isEqualTo(48);
        assertThat(run.seconds()).isPositive().isLessThan(60);
        assertThat(m.direct()).isTrue();
        assertThat(m.mbps()).isCloseTo(m.bytes() / m.seconds() / 1e6, within(1e-9));
        assertThat(m.mibps() * MIB).isCloseTo(m.mbps() * 1e6, within(1e-3));
        assertThat(m.iops()).isCloseTo(48 / m.seconds(), within(1e-6));
        assertThat(run.latencyP50Micros()).isPositive().isLessThanOrEqualTo(run.latencyP99Micros());
        assertThat(run.cpuPercent()).isNotNull().isGreaterThanOrEqualTo(0);
    }

    @Test
    void stopsAtTheSizeLimit() throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        EngineRun run = engine.run(params(file, AccessPattern.read, MIB, 8, 16L * MIB, Files.size(file), Duration.ofSeconds(60), false), RunControl.silent());

        assertThat(run.bytes()).isEqualTo(16L * MIB);
    }

    @Test
    void discardsWhatCompletesDuringTheWarmUp() throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);
        var p = new MeasureParameters(file, AccessPattern.read, MIB, 4, 8L * MIB, Files.size(file), Duration.ofSeconds(30),
                Duration.ofMillis(300), true, false);

        long start = System.nanoTime();
        EngineRun run = engine.run(p, RunControl.silent());
        double wall = (System.nanoTime() - start) / 1e9;

        assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
        // Measured: what was issued after the warm-up (8 MiB) plus what was in flight at its end (at most 4 blocks).
        assertThat(run.bytes()).isBetween(8L * MIB, 12L * MIB);
        assertThat(wall).isGreaterThanOrEqualTo(0.3);
        assertThat(run.seconds()).isLessThan(wall - 0.29);
    }

    @Test
    void randomReadsAtQueueDepthOneRunForTheRuntime() throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        EngineRun run = engine.run(params(file, AccessPattern.randread, 4096, 1, 0, Files.size(file), Duration.ofMillis(400), true), RunControl.silent());

        assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(run.bytes()).isEqualTo(run.ios() * 4096);
        assertThat(run.seconds()).isCloseTo(0.4, within(0.1));
    }

    @Test
    void writesTheScratchFileItIsGiven() throws Exception {
        Files.createDirectories(MeasureFiles.DIR);
        Path scratch = Files.createTempFile(MeasureFiles.DIR, "scratch", ".dat");
        Files.delete(scratch);
        try {
            EngineRun run = engine.run(params(scratch, AccessPattern.write, MIB, 4, 8L * MIB, 8L * MIB, Duration.ofSeconds(30), false), RunControl.silent());

            assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
            assertThat(run.bytes()).isEqualTo(8L * MIB);
            assertThat(Files.size(scratch)).isEqualTo(8L * MIB);
        } finally {
            Files.deleteIfExists(scratch);
        }
    }

    @Test
    void anAbortedRunIsRecordedAsAborted() throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);
        RunControl control = RunControl.silent();
        control.abort("stopped by the test");

        EngineRun run = engine.run(params(file, AccessPattern.read, MIB, 2, 0, Files.size(file), Duration.ofSeconds(30), true), control);

        assertThat(run.status()).isEqualTo(MeasurementStatus.ABORTED);
        assertThat(run.reason()).isEqualTo("stopped by the test");
    }

    @Test
    void refusesAFileSystemThatRefusesDirectIoWithAClearMessage() {
        // procfs has no O_DIRECT (EINVAL on open), as tmpfs before Linux 6.6 and some FUSE file systems.
        Path proc = Path.of("/proc/self/status");

        assertThatThrownBy(() -> engine.run(params(proc, AccessPattern.read, 4096, 1, 0, 4096, Duration.ofSeconds(1), false), RunControl.silent()))
                .isInstanceOf(DirectIoRefusedException.class)
                .hasMessageContaining("refuses direct I/O (O_DIRECT: EINVAL)")
                .hasMessageContaining("--allow-cache");
    }

    @Test
    void rejectsABlockSizeThatDirectIoCannotAlign() throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        assertThatThrownBy(() -> engine.run(params(file, AccessPattern.read, 1000, 1, 0, Files.size(file), Duration.ofSeconds(1), false), RunControl.silent()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a multiple of the file system's block size");
    }
}
