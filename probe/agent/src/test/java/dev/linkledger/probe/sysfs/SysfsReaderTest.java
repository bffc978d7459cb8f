package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Seed 000's desktop: two AMD xHCI controllers, the JMS583 enclosure stuck at 480M on bus 3. */
class SysfsReaderTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
    private static final Path PCI_IDS = Path.of("src/test/resources/hwdata/pci.ids");

    private final Observation observation =
            new SysfsReader(SysfsFixtures.SEED000, new PciIds(PCI_IDS), CapabilityResolver.bundled(), CLOCK).read("desktop");

    @Test
    void describesTheHostAsSeenFromSysfs() {
        assertThat(observation.hostId()).isEqualTo("desktop");
        assertThat(observation.source()).isEqualTo("sysfs");
        assertThat(observation.observedAt()).isEqualTo(CLOCK.instant());
        assertThat(observation.notes()).isEmpty();
        assertThat(observation.typecPorts()).isEmpty();
        assertThat(observation.thunderbolt()).isEmpty();
        assertThat(observation.blockDevices()).isEmpty();
    }

    @Test
    void eachPciParentIsOneControllerWithTwoRootHubs() {
        assertThat(observation.controllers()).containsExactly(
                new ObservedController("0000:03:00.3", "0000:03:00.3", "1022", "149c", "0c0330",
                        "Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller", List.of(1, 2), false),
                new ObservedController("0000:03:00.4", "0000:03:00.4", "1022", "149c", "0c0330",
                        "Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller", List.of(3, 4), false));
    }

    @Test
    void rootHubsBecomeBusesWithTheControllersDriver() {
        assertThat(observation.buses()).containsExactly(
                new ObservedBus(1, UsbSpeed.parse("480"), 1, 4, "xhci_hcd", "0000:03:00.3"),
                new ObservedBus(2, UsbSpeed.parse("10000"), 1, 2, "xhci_hcd", "0000:03:00.3"),
                new ObservedBus(3, UsbSpeed.parse("480"), 1, 4, "xhci_hcd", "0000:03:00.4"),
                new ObservedBus(4, UsbSpeed.parse("10000"), 1, 2, "xhci_hcd", "0000:03:00.4"));
    }

    @Test
    void enclosureBehindAUsb2CableRunsAt480ButCanDoTenGigabitsPerItsBos() {
        assertThat(observation.devices()).hasSize(1);
        ObservedDevice enclosure = observation.devices().get(0);

        assertThat(enclosure).isEqualTo(new ObservedDevice("3-2", 3, 5, "usb3", "usb3-port2", UsbSpeed.parse("480"), 1, 1,
                "2.10", "152d", "0583", "0209", "00", "00", "00", "JMicron", "USB to PCIE Bridge", "0123456789ABCDEF",
                0, "removable", new Capability(10000, 1, "bos"),
                List.of(new ObservedInterface(0, "08", "06", "62", "uas", 0, List.of())), 896));
    }

    @Test
    void rootPortKnowsItsSuperSpeedPeer() {
        ObservedPort port = port("usb3-port2");

        assertThat(port).isEqualTo(new ObservedPort("usb3-port2", 3, "usb3", 2, "usb4-port2", "hotplug", "0x00000202",
                null, 0, "configured"));
        assertThat(port("usb4-port2").peer()).isEqualTo("usb3-port2");
        assertThat(port("usb3-port3").peer()).isNull();
    }

    @Test
    void listsEveryRootPort() {
        assertThat(observation.ports()).extracting(ObservedPort::id).containsExactly(
                "usb1-port1", "usb1-port2", "usb1-port3", "usb1-port4", "usb2-port1", "usb2-port2",
                "usb3-port1", "usb3-port2", "usb3-port3", "usb3-port4", "usb4-port1", "usb4-port2");
    }

    @Test
    void withoutAPciIdsFileTheControllerNameIsUnknown() {
        Observation plain = new SysfsReader(SysfsFixtures.SEED000, new PciIds(null), CapabilityResolver.bundled(), CLOCK).read("desktop");

        assertThat(plain.controllers()).extracting(ObservedController::name).containsOnlyNulls();
    }

    private ObservedPort port(String id) {
        return observation.ports().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }
}
