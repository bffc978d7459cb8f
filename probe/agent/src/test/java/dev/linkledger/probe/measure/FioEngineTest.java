package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasurementStatus;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Runs the real fio when it is installed (apt-get install fio); skipped otherwise. */
class FioEngineTest {
    @Test
    void runsFioOnARealFileAndReadsItsNumbers() throws Exception {
        String fio = FioEngine.onPath();
        assumeTrue(fio != null, "fio is not installed");
        Path file = MeasureFiles.randomFile("seq-48m.dat", 48L << 20);
        var p = new MeasureParameters(file, AccessPattern.read, 1 << 20, 8, 0, Files.size(file), Duration.ofSeconds(30),
                Duration.ZERO, true, false);

        EngineRun run = new FioEngine(fio).run(p, RunControl.silent());

        assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(run.bytes()).isEqualTo(48L << 20);
        assertThat(run.engineVersion()).matches("\\d+\\.\\d+.*");
        assertThat(run.command()).contains("--direct=1", "--readonly");
    }

    @Test
    void aFioFailureIsARecordedFailedRun() throws Exception {
        String fio = FioEngine.onPath();
        assumeTrue(fio != null, "fio is not installed");
        var p = new MeasureParameters(Path.of("target/measure-test/does-not-exist.dat"), AccessPattern.read, 1 << 20, 1,
                0, 1 << 20, Duration.ofSeconds(5), Duration.ZERO, true, false);

        EngineRun run = new FioEngine(fio).run(p, RunControl.silent());

        assertThat(run.status()).isEqualTo(MeasurementStatus.FAILED);
        assertThat(run.reason()).startsWith("fio exited with 1");
    }
}
