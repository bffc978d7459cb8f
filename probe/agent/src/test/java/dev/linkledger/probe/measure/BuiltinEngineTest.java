package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

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
    private static BuiltinEngine engine(BuiltinEngine.Backend backend) {
        return new BuiltinEngine(ProbeBuild.VERSION, backend);
    }

    private static MeasureParameters params(Path file, AccessPattern pattern, int bs, int depth, long size, long extent,
                                            Duration runtime, boolean timeBased) {
        return new MeasureParameters(file, pattern, bs, depth, size, extent, runtime, Duration.ZERO, true, timeBased);
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void readsTheWholeFileWithDirectIoAndReportsConsistentRates(BuiltinEngine.Backend backend) throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        EngineRun run = engine(backend).run(params(file, AccessPattern.read, MIB, 32, 0, Files.size(file), Duration.ofSeconds(60), false), RunControl.silent());
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

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void stopsAtTheSizeLimit(BuiltinEngine.Backend backend) throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        EngineRun run = engine(backend).run(params(file, AccessPattern.read, MIB, 8, 16L * MIB, Files.size(file), Duration.ofSeconds(60), false), RunControl.silent());

        assertThat(run.bytes()).isEqualTo(16L * MIB);
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void discardsWhatCompletesDuringTheWarmUp(BuiltinEngine.Backend backend) throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);
        // Random reads: a sequential read of a small file on a fast disk may end within the warm-up.
        var p = new MeasureParameters(file, AccessPattern.randread, MIB, 4, 8L * MIB, Files.size(file), Duration.ofSeconds(30),
                Duration.ofMillis(300), true, false);

        long start = System.nanoTime();
        EngineRun run = engine(backend).run(p, RunControl.silent());
        double wall = (System.nanoTime() - start) / 1e9;

        assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
        // The window holds the size limit, what was in flight at the warm-up's end included; a completion
        // recorded late by its thread can make it end up to the queue depth's blocks early, never late.
        assertThat(run.bytes()).isBetween(4L * MIB, 8L * MIB);
        assertThat(wall).isGreaterThanOrEqualTo(0.3);
        assertThat(run.seconds()).isLessThan(wall - 0.29);
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void randomReadsAtQueueDepthOneRunForTheRuntime(BuiltinEngine.Backend backend) throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        EngineRun run = engine(backend).run(params(file, AccessPattern.randread, 4096, 1, 0, Files.size(file), Duration.ofMillis(400), true), RunControl.silent());

        assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(run.bytes()).isEqualTo(run.ios() * 4096);
        assertThat(run.seconds()).isCloseTo(0.4, within(0.1));
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void writesTheScratchFileItIsGiven(BuiltinEngine.Backend backend) throws Exception {
        Files.createDirectories(MeasureFiles.DIR);
        Path scratch = Files.createTempFile(MeasureFiles.DIR, "scratch", ".dat");
        Files.delete(scratch);
        try {
            EngineRun run = engine(backend).run(params(scratch, AccessPattern.write, MIB, 4, 8L * MIB, 8L * MIB, Duration.ofSeconds(30), false), RunControl.silent());

            assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
            assertThat(run.bytes()).isEqualTo(8L * MIB);
            assertThat(Files.size(scratch)).isEqualTo(8L * MIB);
        } finally {
            Files.deleteIfExists(scratch);
        }
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void anAbortedRunIsRecordedAsAborted(BuiltinEngine.Backend backend) throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);
        RunControl control = RunControl.silent();
        control.abort("stopped by the test");

        EngineRun run = engine(backend).run(params(file, AccessPattern.read, MIB, 2, 0, Files.size(file), Duration.ofSeconds(30), true), control);

        assertThat(run.status()).isEqualTo(MeasurementStatus.ABORTED);
        assertThat(run.reason()).isEqualTo("stopped by the test");
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void refusesAFileSystemThatRefusesDirectIoWithAClearMessage(BuiltinEngine.Backend backend) throws Exception {
        // procfs has no O_DIRECT (EINVAL on open), as tmpfs before Linux 6.6 and some FUSE file systems.
        Path proc = Path.of("/proc/self/status");

        assertThatThrownBy(() -> engine(backend).run(params(proc, AccessPattern.read, 4096, 1, 0, 4096, Duration.ofSeconds(1), false), RunControl.silent()))
                .isInstanceOf(DirectIoRefusedException.class)
                .hasMessageContaining("refuses direct I/O (O_DIRECT: EINVAL)")
                .hasMessageContaining("--allow-cache");
    }

    @ParameterizedTest
    @EnumSource(value = BuiltinEngine.Backend.class, names = {"libaio", "threads"})
    void rejectsABlockSizeThatDirectIoCannotAlign(BuiltinEngine.Backend backend) throws Exception {
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L * MIB);

        assertThatThrownBy(() -> engine(backend).run(params(file, AccessPattern.read, 1000, 1, 0, Files.size(file), Duration.ofSeconds(1), false), RunControl.silent()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a multiple of the file system's block size");
    }
}
