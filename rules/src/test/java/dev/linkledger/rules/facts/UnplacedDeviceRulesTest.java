package dev.linkledger.rules.facts;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.rules.lab.Lab.fire;
import static dev.linkledger.rules.lab.Seeds.LAPTOP;
import static dev.linkledger.rules.lab.Seeds.laptop;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A device a whole lsusb -v showed without its port path is a fact too, keyed "Bus 001 Device 009":
 * rules that need no position see it, rules that join on paths never match it.
 */
class UnplacedDeviceRulesTest {

    /** On the laptop's bus {@code bus} (1: 480M root hub, 2: 10000M, one controller); no path, no port, no parent. */
    private static DeviceFact unplaced(int bus, int devnum, double negotiatedMbps, Integer capabilityMbps,
                                       CapabilitySource source, String vid, String pid, String deviceClass, String... drivers) {
        return new DeviceFact(LAPTOP, DeviceFact.unplacedKey(bus, devnum), bus, devnum, null, null, negotiatedMbps, 1,
                vid, pid, "3.20", deviceClass, "09".equals(deviceClass), "Ultra Fit", List.of(drivers), capabilityMbps, source,
                List.of(new EventRef("ev-unplaced-" + devnum, "DeviceConnectedEvent", null)),
                List.of(new EventRef("ev-unplaced-" + devnum, "DeviceConnectedEvent", null)), null);
    }

    @Test
    void anUnplacedDeviceIsKnownByItsBusAndDeviceNumberNotAPath() {
        DeviceFact d = unplaced(1, 9, 480, 5000, CapabilitySource.BOS, "0781", "5583", "00");

        assertThat(d.path()).isEqualTo("Bus 001 Device 009");
        assertThat(d.placed()).isFalse();
    }

    @Test
    void usb2FallbackFiresOnAnUnplacedDeviceWhoseSpeedAndBosAreKnown() {
        List<Finding> findings = fire(laptop(), unplaced(1, 9, 480, 5000, CapabilitySource.BOS, "0781", "5583", "00"));

        assertThat(findings).extracting(Finding::rule).contains("USB2_FALLBACK");
        assertThat(findings).filteredOn(f -> f.rule().equals("USB2_FALLBACK")).singleElement().satisfies(f -> {
            assertThat(f.subject()).isEqualTo(Subject.device("Bus 001 Device 009", 1, 9, null));
            assertThat(f.title()).contains("Bus 001 Device 009").contains("480M");
        });
    }

    @Test
    void botInsteadOfUasFiresOnAnUnplacedStorageDeviceBoundToUsbStorage() {
        List<Finding> findings = fire(laptop(), unplaced(2, 3, 5000, 5000, CapabilitySource.CATALOG, "152d", "0578", "00", "usb-storage"));

        assertThat(findings).filteredOn(f -> f.rule().equals("BOT_INSTEAD_OF_UAS")).singleElement()
                .satisfies(f -> assertThat(f.subject().path()).isEqualTo("Bus 002 Device 003"));
    }

    @Test
    void unplacedHubsAndDevicesWithoutSpeedsOrParentsMatchNoPathRule() {
        List<Finding> findings = fire(laptop(),
                unplaced(1, 4, 480, 480, CapabilitySource.BCD_USB, "05e3", "0610", "09"),
                unplaced(1, 5, Double.NaN, null, CapabilitySource.UNKNOWN, "0bda", "8153", "00"),
                unplaced(1, 6, 12, 12, CapabilitySource.BCD_USB, "046d", "c52b", "00"));

        assertThat(findings).isEmpty();
    }
}
