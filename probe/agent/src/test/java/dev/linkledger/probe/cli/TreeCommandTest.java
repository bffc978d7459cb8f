package dev.linkledger.probe.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.sysfs.SysfsFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code probe tree} on the fixture trees, line by line. */
class TreeCommandTest {
    private static final String LEGEND = "Legend: ! = link runs below what both ends support (device 'can' vs 'port can')";

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cmd = ProbeCommand.commandLine(new ProbeCommand());
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        return cmd.execute(args);
    }

    private String tree(Path fixture) {
        assertThat(run("tree", "--sysfs", fixture.toString(), "--pci-ids", SysfsFixtures.PCI_IDS.toString())).isEqualTo(0);
        assertThat(err.toString()).isEmpty();
        return out.toString();
    }

    @Test
    void desktopMarksTheEnclosureStuckAt480OnATenGigabitConnector() {
        assertThat(tree(SysfsFixtures.SEED000).lines()).containsExactly(
                "/:  Bus 001: 480M, 4 ports, xhci_hcd, controller 0000:03:00.3 [1022:149c] Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller (buses 1+2)",
                "/:  Bus 002: 10000M, 2 ports, xhci_hcd, controller 0000:03:00.3 [1022:149c] Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller (buses 1+2)",
                "/:  Bus 003: 480M, 4 ports, xhci_hcd, controller 0000:03:00.4 [1022:149c] Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller (buses 3+4)",
                "!   |__ Port 002: Dev 005, 3-2 152d:0583 JMicron USB to PCIE Bridge, Mass Storage/uas, 480M, can 10000M (bos), port can 10000M, companion usb4-port2",
                "/:  Bus 004: 10000M, 2 ports, xhci_hcd, controller 0000:03:00.4 [1022:149c] Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller (buses 3+4)",
                LEGEND);
    }

    @Test
    void laptopShowsTheSameEnclosureHealthyAtTenGigabitsWithoutALegend() {
        assertThat(tree(SysfsFixtures.SEED000_LAPTOP).lines()).doesNotContain(LEGEND).contains(
                "    |__ Port 001: Dev 002, 2-1 152d:0583 JMicron USB to PCIE Bridge, Mass Storage/uas, 10000M, can 10000M (bos), companion usb1-port1")
                .noneMatch(l -> l.startsWith("!"));
    }

    @Test
    void kvmChainMarksTheReaderButNotTheUsb2OnlyKvm() {
        assertThat(tree(SysfsFixtures.SEED002_KVM_CHAIN).lines()).containsExactly(
                "/:  Bus 001: 480M, 16 ports, xhci_hcd, controller 0000:00:14.0 [8086:a36d] (buses 1+2)",
                "    |__ Port 007: Dev 059, 1-7 1a40:0101 USB 2.0 Hub, Hub/hub/4p, 480M, can 480M (catalog)",
                "        |__ Port 002: Dev 060, 1-7.2 05e3:0610 GenesysLogic USB2.1 Hub, Hub/hub/4p, 480M, can 5000M (bos)",
                "!           |__ Port 001: Dev 070, 1-7.2.1 05e3:0749 Generic USB3.0 Card Reader, Mass Storage/usb-storage, 480M, can 5000M (bos), port can 5000M",
                "            |__ Port 003: Dev 061, 1-7.2.3 046d:c31c Logitech USB Keyboard, Human Interface Device/usbhid, 1.5M, can ? (unknown)",
                "            |__ Port 004: Dev 062, 1-7.2.4 05e3:0608 USB2.0 Hub, Hub/hub/4p, 480M, can 480M (catalog)",
                "/:  Bus 002: 5000M, 8 ports, xhci_hcd, controller 0000:00:14.0 [8086:a36d] (buses 1+2)",
                LEGEND);
    }

    @Test
    void movedReaderIsUnmarkedAtFiveGigabits() {
        assertThat(tree(SysfsFixtures.SEED002_MOVED).lines()).contains(
                "    |__ Port 002: Dev 003, 2-2 05e3:0749 Generic USB3.0 Card Reader, Mass Storage/usb-storage, 5000M, can 5000M (bos), companion usb1-port2")
                .noneMatch(l -> l.startsWith("!"));
    }

    @Test
    void usb2HalvesOfWorkingUsb3HubsAreNotMarkedAndTheDiskHangsUnderItsEnclosure() {
        assertThat(tree(SysfsFixtures.SEED003).lines()).containsExactly(
                "/:  Bus 001: 480M, 12 ports, xhci_hcd, controller 0000:00:14.0 [8086:a0ed] (buses 1+2)",
                "    |__ Port 003: Dev 005, 1-3 2109:2822 VIA Labs, Inc. USB2.0 Hub, Hub/hub/4p, 480M, can 5000M (bos), companion usb2-port3",
                "        |__ Port 004: Dev 006, 1-3.4 2109:2822 VIA Labs, Inc. USB2.0 Hub, Hub/hub/4p, 480M, can 5000M (bos), companion 2-3-port4",
                "/:  Bus 002: 10000M, 4 ports, xhci_hcd, controller 0000:00:14.0 [8086:a0ed] (buses 1+2)",
                "    |__ Port 003: Dev 002, 2-3 2109:0822 VIA Labs, Inc. USB3.1 Hub, Hub/hub/4p, 10000M, can 10000M (bos), companion usb1-port3",
                "        |__ Port 004: Dev 003, 2-3.4 2109:0822 VIA Labs, Inc. USB3.1 Hub, Hub/hub/4p, 10000M, can 10000M (bos), companion 1-3-port4",
                "            |__ Port 004: Dev 023, 2-3.4.4 152d:0583 JMicron USB to PCIE Bridge, Mass Storage/uas, 10000M, can 10000M (bos), companion 1-3.4-port4",
                "                disk sde 250.1 GB JMicron Generic, not rotational");
    }

    @Test
    void emarkedUsb4CableIsShownUnderTheDeviceOnThatConnector() {
        assertThat(tree(SysfsFixtures.TYPEC_EMARKED_USB4).lines()).contains(
                "    |__ Port 001: Dev 002, 2-1 04e8:4001 Samsung PSSD T7, Mass Storage/uas, 10000M, can 10000M (bos), companion usb1-port1",
                "        Type-C port0: cable passive, USB4 Gen 3 (40000M), 5 A, 50 V, e-marker vid 315c");
    }

    @Test
    void usb2OnlyCableExplainsTheMarkedEnclosureOnTheCompanionHalf() {
        assertThat(tree(SysfsFixtures.TYPEC_USB2_CABLE).lines()).contains(
                "!   |__ Port 001: Dev 004, 1-1 152d:0583 JMicron USB to PCIE Bridge, Mass Storage/uas, 480M, can 10000M (bos), port can 10000M, companion usb2-port1",
                "        Type-C port0: cable passive, USB 2.0 only (480M), 5 A, 20 V, e-marker vid 2b1d");
    }

    @Test
    void usb4RoutersFollowTheUsbTree() {
        assertThat(tree(SysfsFixtures.USB4_HOST).lines()).containsSequence(
                "USB4/Thunderbolt:",
                "    0-0 Intel Meteor Lake, generation 4, links usb4,none",
                "    |__ 0-1 CalDigit, Inc. TS4, generation 4, rx 2 x 20.0 Gb/s, tx 2 x 20.0 Gb/s, links usb4,none, authorized")
                .contains("/:  Bus 001: 480M, 1 port, xhci_hcd, controller 0000:00:0d.0 [8086:7ec0] (buses 1+2)");
    }

    @Test
    void jsonCarriesCapabilityBesideNegotiationAndTheMark() throws Exception {
        assertThat(run("tree", "--json", "--sysfs", SysfsFixtures.SEED000.toString(), "--pci-ids", SysfsFixtures.PCI_IDS.toString())).isEqualTo(0);

        JsonNode device = ObservationJson.mapper().readTree(out.toString()).at("/buses/2/devices/0");
        assertThat(device.get("path").asText()).isEqualTo("3-2");
        assertThat(device.get("negotiatedMbps").asInt()).isEqualTo(480);
        assertThat(device.get("capableMbps").asInt()).isEqualTo(10000);
        assertThat(device.get("upstreamCapableMbps").asInt()).isEqualTo(10000);
        assertThat(device.get("belowBothEnds").asBoolean()).isTrue();
        assertThat(device.get("companionPort").asText()).isEqualTo("usb4-port2");
    }

    @Test
    void treeOfADirectoryWithoutUsbIsBadInputOnOneLine(@TempDir Path empty) {
        assertThat(run("tree", "--sysfs", empty.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).startsWith("probe tree: no USB devices under").doesNotContain("Exception");
        assertThat(err.toString().lines()).hasSize(1);
    }
}
