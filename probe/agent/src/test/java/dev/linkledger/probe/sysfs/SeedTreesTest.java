package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The seed stories' trees read back with exact values. */
class SeedTreesTest {
    @Test
    void laptopRunsTheSameEnclosureAtTenGigabitsOnUas() {
        Observation o = SysfsReading.read(SysfsFixtures.SEED000_LAPTOP);

        assertThat(o.devices()).containsExactly(new ObservedDevice("2-1", 2, 2, "usb2", "usb2-port1", UsbSpeed.parse("10000"),
                1, 1, "3.10", "152d", "0583", "0209", "00", "00", "00", "JMicron", "USB to PCIE Bridge", "0123456789ABCDEF",
                0, "removable", new Capability(10000, 1, "bos"), List.of(new ObservedInterface(0, "08", "06", "62", "uas", 0, List.of())), 896));
        assertThat(o.controllers()).containsExactly(
                new ObservedController("0000:00:14.0", "0000:00:14.0", "8086", "a0ed", "0c0330", null, List.of(1, 2), false));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void kvmChainHangsTheCardReaderOnUsbStorageAt480ThreeHubsDown() {
        Observation o = SysfsReading.read(SysfsFixtures.SEED002_KVM_CHAIN);

        assertThat(o.buses()).containsExactly(
                new ObservedBus(1, UsbSpeed.parse("480"), 1, 16, "xhci_hcd", "0000:00:14.0"),
                new ObservedBus(2, UsbSpeed.parse("5000"), 1, 8, "xhci_hcd", "0000:00:14.0"));
        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum, d -> d.speedMbps().toString())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("1-7", 59, "480M"),
                        org.assertj.core.groups.Tuple.tuple("1-7.2", 60, "480M"),
                        org.assertj.core.groups.Tuple.tuple("1-7.2.1", 70, "480M"),
                        org.assertj.core.groups.Tuple.tuple("1-7.2.3", 61, "1.5M"),
                        org.assertj.core.groups.Tuple.tuple("1-7.2.4", 62, "480M"));
        ObservedDevice reader = device(o, "1-7.2.1");
        assertThat(reader.parentPath()).isEqualTo("1-7.2");
        assertThat(reader.portId()).isEqualTo("1-7.2-port1");
        assertThat(reader.capability()).isEqualTo(new Capability(5000, 1, "bos"));
        assertThat(reader.interfaces()).containsExactly(new ObservedInterface(0, "08", "06", "50", "usb-storage", 0, List.of()));
        assertThat(reader.maxPowerMa()).isEqualTo(500);
        // 1a40:0101 is in the catalog as a USB 2.0-only hub, and the catalog outranks bcdUSB.
        assertThat(device(o, "1-7").capability()).isEqualTo(new Capability(480, 1, "catalog"));
        assertThat(device(o, "1-7").maxChild()).isEqualTo(4);
        assertThat(device(o, "1-7.2.3").interfaces()).extracting(ObservedInterface::driver).containsExactly("usbhid", "usbhid");
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void blackRootPortSevenHasNoSuperSpeedCompanionButHubPortsAreListed() {
        Observation o = SysfsReading.read(SysfsFixtures.SEED002_KVM_CHAIN);

        assertThat(port(o, "usb1-port7")).isEqualTo(new ObservedPort("usb1-port7", 1, "usb1", 7, null, "hotplug", "0x00000007",
                null, 0, "configured"));
        assertThat(port(o, "usb1-port1").peer()).isEqualTo("usb2-port1");
        assertThat(port(o, "1-7.2-port1").state()).isEqualTo("configured");
        assertThat(port(o, "1-7.2-port2").state()).isEqualTo("not-attached");
        assertThat(o.ports()).hasSize(16 + 8 + 4 + 4 + 4);
    }

    @Test
    void movedReaderLinksAtFiveGigabitsOnBusTwo() {
        Observation o = SysfsReading.read(SysfsFixtures.SEED002_MOVED);

        ObservedDevice reader = device(o, "2-2");
        assertThat(reader.speedMbps()).isEqualTo(UsbSpeed.parse("5000"));
        assertThat(reader.bcdUsb()).isEqualTo("3.00");
        assertThat(reader.capability()).isEqualTo(new Capability(5000, 1, "bos"));
        assertThat(o.devices()).extracting(ObservedDevice::path).doesNotContain("1-7.2.1");
    }

    @Test
    void sn550EnclosureAtTenGigabitsBehindTwoGen2HubsWithTheirUsb2Halves() {
        Observation o = SysfsReading.read(SysfsFixtures.SEED003);

        assertThat(o.devices()).extracting(ObservedDevice::path)
                .containsExactly("1-3", "1-3.4", "2-3", "2-3.4", "2-3.4.4");
        ObservedDevice enclosure = device(o, "2-3.4.4");
        assertThat(enclosure.speedMbps()).isEqualTo(UsbSpeed.parse("10000"));
        assertThat(enclosure.devnum()).isEqualTo(23);
        assertThat(enclosure.capability()).isEqualTo(new Capability(10000, 1, "bos"));
        assertThat(device(o, "2-3.4").capability()).isEqualTo(new Capability(10000, 1, "bos"));
        assertThat(port(o, "2-3.4-port4").peer()).isEqualTo("1-3.4-port4");
        assertThat(o.notes()).isEmpty();
    }

    private static ObservedDevice device(Observation o, String path) {
        return o.devices().stream().filter(d -> d.path().equals(path)).findFirst().orElseThrow();
    }

    private static ObservedPort port(Observation o, String id) {
        return o.ports().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }
}
