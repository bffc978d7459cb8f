package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code /sys/bus/thunderbolt/devices}: routers with generation, lane rates and USB4 port links. */
class ThunderboltReaderTest {
    @Test
    void hostRouterAndDockWithTwoLanesOfTwentyGigabitsEachWay() {
        Observation o = SysfsReading.read(SysfsFixtures.USB4_HOST);

        assertThat(o.thunderbolt()).containsExactly(
                new ObservedThunderboltDevice("0-0", 4, "Intel", "Meteor Lake", null, null, null, null, List.of("usb4", "none"),
                        "d6010000-0000-0000-0000-000000000000", null, "domain0", true, null, null, "user", 1, 16),
                new ObservedThunderboltDevice("0-1", 4, "CalDigit, Inc.", "TS4", 20.0, 2, 20.0, 2, List.of("usb4", "none"),
                        "c4010000-0081-8d28-23d4-06ab1c90f921", "0-0", "domain0", false, "authorized", null, null, null, null));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void domainsAndRetimersAreNotRouters() {
        assertThat(SysfsReading.read(SysfsFixtures.USB4_HOST).thunderbolt())
                .extracting(ObservedThunderboltDevice::name).doesNotContain("domain0", "0-0:1.1");
    }

    @Test
    void aRouterChainedBehindADockHangsOnTheDockAndAnUnauthorizedOneIsOnlyConnected(@TempDir Path root) {
        SysfsTreeWriter w = new SysfsTreeWriter(root);
        SysfsFixtureTrees.usb4Host(w);
        Path chained = root.resolve("devices/pci0000:00/0000:00:0d.2/domain0/0-0/0-1/0-301");
        w.attr(chained, "generation", "3");
        w.attr(chained, "authorized", "0");
        w.attr(chained, "rx_speed", "20.0 Gb/s");
        w.attr(chained, "rx_lanes", "1");
        w.link(root.resolve("bus/thunderbolt/devices/0-301"), chained);

        Observation o = SysfsReading.read(root);

        assertThat(o.thunderbolt()).filteredOn(r -> r.name().equals("0-301")).singleElement().satisfies(r -> {
            assertThat(r.parent()).isEqualTo("0-1");
            assertThat(r.host()).isFalse();
            assertThat(r.status()).isEqualTo("connected");
            assertThat(r.rxLanes()).isEqualTo(1);
            assertThat(r.security()).as("the domain's level is on its host router").isNull();
        });
    }

    @Test
    void aLaneRateThatDoesNotParseIsUnknownWithANote(@TempDir Path root) {
        SysfsTreeWriter w = new SysfsTreeWriter(root);
        SysfsFixtureTrees.usb4Host(w);
        w.attr(root.resolve("devices/pci0000:00/0000:00:0d.2/domain0/0-0/0-1"), "rx_speed", "fast");

        Observation o = SysfsReading.read(root);

        assertThat(o.thunderbolt().get(1).rxSpeedGbps()).isNull();
        assertThat(o.thunderbolt().get(1).txSpeedGbps()).isEqualTo(20.0);
        assertThat(o.notes()).extracting(ObservationNote::where).containsExactly("/sys/bus/thunderbolt/devices/0-1/rx_speed");
    }
}
