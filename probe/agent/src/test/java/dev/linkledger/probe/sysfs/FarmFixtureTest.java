package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.PortPath;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The 300-device farm the scan benchmark reads. */
class FarmFixtureTest {
    /** Writing the farm is the slow part (thousands of files): once for the class. */
    @TempDir
    static Path farm;
    private static Observation o;

    @BeforeAll
    static void buildTheFarm() {
        o = SysfsReading.read(FarmFixture.build(farm));
    }

    @Test
    void scanFindsThreeHundredDevicesOnFourControllers() {

        assertThat(o.devices()).hasSize(300);
        assertThat(o.controllers()).hasSize(4).allSatisfy(c -> assertThat(c.buses()).hasSize(2));
        assertThat(o.buses()).hasSize(8);
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void hubsChainFiveTiersDeep() {

        assertThat(o.devices()).extracting(d -> PortPath.parse(d.path()).depth()).contains(6);
        assertThat(o.devices()).filteredOn(d -> "09".equals(d.deviceClass())).hasSize(4 * (5 + 5 + 1));
        assertThat(o.devices()).filteredOn(d -> "18d1".equals(d.vendorId()))
                .allSatisfy(phone -> assertThat(phone.capability().maxSpeedMbps()).isEqualTo(480));
    }

    @Test
    void buildingAgainGivesTheSameTree(@TempDir Path again) {
        Observation second = SysfsReading.read(FarmFixture.build(again));

        assertThat(second.devices()).isEqualTo(o.devices());
        assertThat(o.devices()).extracting(ObservedDevice::serial).filteredOn(java.util.Objects::nonNull)
                .hasSize(300 - 44).doesNotHaveDuplicates();
    }
}
