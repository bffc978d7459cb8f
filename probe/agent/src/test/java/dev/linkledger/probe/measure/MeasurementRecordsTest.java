package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.probe.sysfs.BlockDeviceResolver;
import dev.linkledger.probe.sysfs.SysfsFixtures;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Numbers tied to the link of story 003's JMS583 at 10000M with UAS (practical ceiling 1050 MB/s). */
class MeasurementRecordsTest {
    private static final MeasureParameters PARAMS = new MeasureParameters(Path.of("/mnt/nvme/big.iso"), AccessPattern.read,
            1 << 20, 32, 0, 2L << 30, Duration.ofSeconds(30), Duration.ofMillis(500), true, false);
    private final BlockDeviceResolver.Resolution jms583 = new BlockDeviceResolver(SysfsFixtures.MEASURE_SEED003).resolve(8, 65);

    private static EngineRun run(long bytes, double seconds) {
        return new EngineRun("fio", "3.33", MeasurementStatus.OK, null, bytes, seconds, bytes >> 20, 12.0, 30000.0, 50000.0, List.of());
    }

    @Test
    void aRateBelowTheLinksCeilingIsTheDevicesSpeed() {
        // seed 000: 938 MB/s through a JMS583 on Gen 2
        Measurement m = MeasurementRecords.of("m", "lab", Instant.EPOCH, PARAMS, run(938_000_000L * 4, 4.0), jms583);

        assertThat(m.mbps()).isEqualTo(938.0);
        assertThat(m.linkCeilingMBps()).isEqualTo(1050);
        assertThat(m.cached()).isFalse();
        assertThat(m.link().devicePath()).isEqualTo("2-3.4");
    }

    @Test
    void aRateAboveTheLinksCeilingIsFlaggedCached() {
        // story 003: dd read 1.6 GB/s from a file it had just written: the page cache, not the Gen 2 link
        Measurement m = MeasurementRecords.of("m", "lab", Instant.EPOCH, PARAMS, run(1_600_000_000L * 2, 2.0), jms583);

        assertThat(m.cached()).isTrue();
    }

    @Test
    void withoutALinkNothingIsFlagged() {
        Measurement m = MeasurementRecords.of("m", "lab", Instant.EPOCH, PARAMS, run(5_000_000_000L, 1.0), null);

        assertThat(m.linkCeilingMBps()).isNull();
        assertThat(m.cached()).isFalse();
    }
}
