package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasurementStatus;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Parses fio outputs recorded on this project's build machine (see src/test/resources/fio/README.md). */
class FioJsonParserTest {
    private static String recorded(String name) throws Exception {
        return Files.readString(Path.of("src/test/resources/fio", name));
    }

    @Test
    void readsASequentialDirectLibaioRun() throws Exception {
        EngineRun run = FioJsonParser.parse(recorded("libaio-seqread-bs1m-qd32.json"), AccessPattern.read, List.of("fio"));

        assertThat(run.engine()).isEqualTo("fio");
        assertThat(run.engineVersion()).isEqualTo("3.33");
        assertThat(run.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(run.bytes()).isEqualTo(3354394624L);
        assertThat(run.seconds()).isEqualTo(3.029);
        assertThat(run.ios()).isEqualTo(3168);
        assertThat(run.latencyP50Micros()).isEqualTo(27656.192);
        assertThat(run.latencyP99Micros()).isEqualTo(79167.488);
        assertThat(run.cpuPercent()).isCloseTo(0.330251 + 11.624835, within(1e-9));
        // fio's own bw_bytes (1107426419) agrees with bytes / seconds
        assertThat(run.bytes() / run.seconds()).isCloseTo(1107426419, within(1.0));
    }

    @Test
    void readsARandomReadAtQueueDepthOne() throws Exception {
        EngineRun run = FioJsonParser.parse(recorded("libaio-randread-bs4k-qd1.json"), AccessPattern.randread, List.of("fio"));

        assertThat(run.bytes()).isEqualTo(26861568L).isEqualTo(run.ios() * 4096);
        assertThat(run.seconds()).isEqualTo(2.001);
        assertThat(run.latencyP50Micros()).isEqualTo(47.36);
        assertThat(run.latencyP99Micros()).isEqualTo(3915.776);
    }

    @Test
    void readsABufferedRun() throws Exception {
        EngineRun run = FioJsonParser.parse(recorded("libaio-buffered-seqread-bs1m.json"), AccessPattern.read, List.of("fio"));

        assertThat(run.bytes()).isEqualTo(268435456L);
        assertThat(run.seconds()).isEqualTo(0.99);
        assertThat(run.cpuPercent()).isCloseTo(36.804853, within(1e-9));
    }

    @Test
    void skipsWarningsPrintedBeforeTheJson() throws Exception {
        String output = "fio: file hash not empty on exit\n" + recorded("libaio-randread-bs4k-qd1.json");

        assertThat(FioJsonParser.parse(output, AccessPattern.randread, List.of()).ios()).isEqualTo(6558);
    }

    @Test
    void aJobErrorIsAFailedRun() throws Exception {
        String output = recorded("libaio-randread-bs4k-qd1.json").replaceFirst("\"error\" : 0", "\"error\" : 22");

        EngineRun run = FioJsonParser.parse(output, AccessPattern.randread, List.of());

        assertThat(run.status()).isEqualTo(MeasurementStatus.FAILED);
        assertThat(run.reason()).isEqualTo("fio job error 22");
    }

    @Test
    void outputWithoutJsonIsAnError() {
        assertThatThrownBy(() -> FioJsonParser.parse("fio: pid=0, err=22/file:filesetup.c", AccessPattern.read, List.of()))
                .hasMessageStartingWith("fio printed no JSON: fio: pid=0");
    }

    @Test
    void asksFioForTheSameParametersAsTheBuiltInEngine() {
        var p = new MeasureParameters(Path.of("/mnt/x/bench"), AccessPattern.read, 1 << 20, 32, 1L << 30, 1L << 30,
                Duration.ofSeconds(10), Duration.ofMillis(500), true, true);

        assertThat(new FioEngine("fio").command(p)).containsExactly("fio", "--output-format=json", "--name=linkledger-measure",
                "--filename=/mnt/x/bench", "--rw=read", "--bs=1048576", "--iodepth=32", "--direct=1", "--ioengine=libaio",
                "--runtime=10000ms", "--readonly", "--size=1073741824", "--ramp_time=500ms", "--time_based");
    }
}
