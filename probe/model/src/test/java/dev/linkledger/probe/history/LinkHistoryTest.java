package dev.linkledger.probe.history;

import dev.linkledger.probe.history.Attempt.Outcome;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.imports.ImportFormat;
import dev.linkledger.probe.imports.Imports;
import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.Observation;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** Real kernel logs (history/README.md) read through the dmesg import into per-port timelines. */
class LinkHistoryTest {

    private static List<PortTimeline> history(String fixture) {
        try (InputStream in = LinkHistoryTest.class.getResourceAsStream("/history/" + fixture)) {
            if (in == null) throw new IllegalArgumentException("no fixture " + fixture);
            Observation o = new Imports().parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "h", ImportFormat.DMESG);
            return LinkHistory.of(o.kernelLog().stream()
                    .map(e -> new LinkHistory.Logged(e.text(), String.valueOf(e.line()))).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ImportException e) {
            throw new AssertionError(e);
        }
    }

    private static PortTimeline port(List<PortTimeline> history, String port) {
        return history.stream().filter(t -> t.port().equals(port)).findFirst().orElseThrow();
    }

    @Test
    void aCaptureCardFirstTrainedAtGen2x1ThenFailedAndCameBackAtSuperSpeedOnTheSamePort() {
        List<PortTimeline> history = history("ugreen-35871-gen2x1-then-gen1.dmesg.txt");

        assertThat(history).extracting(PortTimeline::port).containsExactly("2-2");
        PortTimeline port = history.get(0);
        assertThat(port.attempts()).extracting(Attempt::devnum, Attempt::mbps, Attempt::outcome).containsExactly(
                tuple(2, 10000.0, Outcome.FAILED), tuple(3, null, Outcome.FAILED), tuple(5, 5000.0, Outcome.SUCCEEDED));
        assertThat(port.attempts().get(0).failures()).extracting(KernelLogLine::kind)
                .containsExactly(KernelMessage.CONFIG_READ_ERROR);
        assertThat(port.attempts().get(1).failures()).extracting(KernelLogLine::kind).containsExactly(
                KernelMessage.SETUP_NO_RESPONSE, KernelMessage.SETUP_NO_RESPONSE, KernelMessage.ADDRESS_NOT_ACCEPTED);
        assertThat(port.attempts().get(1).failures().get(2).error()).isEqualTo(-71);
        Attempt now = port.lastConnection();
        assertThat(now.devnum()).isEqualTo(5);
        assertThat(now.vendorId() + ":" + now.productId()).isEqualTo("2b89:5871");
        assertThat(now.serial()).isEqualTo("PRODUCT");
        assertThat(port.withRole(Role.POWER_CYCLE)).singleElement()
                .satisfies(l -> assertThat(l.text()).endsWith("usb usb2-port2: attempt power cycle"));
        assertThat(port.withKind(KernelMessage.BOS_DESCRIPTOR_ERROR)).hasSize(1);
        // the line the mail client wrapped reads whole, with its stamp
        KernelLogLine first = port.lines().get(0);
        assertThat(first.text()).endsWith("new SuperSpeed Plus Gen 2x1 USB device number 2 using xhci_hcd");
        assertThat(first.stamp()).isEqualTo(new LogStamp(701.425991, LogStamp.Clock.SINCE_BOOT));
    }

    @Test
    void aFullSpeedDeviceUsesUpTheKernelsAttemptsAndTheKernelGivesUp() {
        PortTimeline port = port(history("aioc-full-speed-enumeration-loop.dmesg.txt"), "2-3");

        assertThat(port.attempts()).extracting(Attempt::devnum, Attempt::outcome).containsExactly(tuple(3, Outcome.FAILED),
                tuple(4, Outcome.FAILED), tuple(5, Outcome.FAILED), tuple(6, Outcome.FAILED));
        assertThat(port.attempts()).extracting(Attempt::mbps).containsOnly(12.0);
        assertThat(port.withRole(Role.GAVE_UP)).hasSize(1);
        assertThat(port.withRole(Role.POWER_CYCLE)).hasSize(1);
        assertThat(port.longestFailedRun()).hasSize(4);
        assertThat(port.lastConnection()).isNull();
        assertThat(port.portId()).isEqualTo("usb2-port3");
    }

    @Test
    void aDeviceThreeHubsDownIsNamedByItsPathAndItsPortsNameAlike() {
        PortTimeline port = port(history("rpi-hub-chain-enumeration-loop.journal.txt"), "1-1.1.3.1");

        assertThat(port.lines()).extracting(KernelLogLine::kind).contains(KernelMessage.POWER_CYCLE, KernelMessage.UNABLE_TO_ENUMERATE);
        assertThat(port.attempts()).extracting(Attempt::devnum).containsExactly(21, 22, 23, 24);
        assertThat(port.portId()).isEqualTo("1-1.1.3-port1");
        // the dmesg stamp inside the journal line orders the lines, not the journal's second
        assertThat(port.lines().get(0).stamp()).isEqualTo(new LogStamp(76.581569, LogStamp.Clock.SINCE_BOOT));
    }

    @Test
    void aLogWithoutStampsOrNewLinesStillShowsTheAttemptsByTheAddressesTheyFailedAt() {
        PortTimeline port = port(history("dasharo-optiplex-error-110.dmesg-t.txt"), "2-1.1");

        assertThat(port.attempts()).extracting(Attempt::devnum).containsExactly(5, 6, 9, 10);
        assertThat(port.attempts()).allSatisfy(a -> assertThat(a.outcome()).isEqualTo(Outcome.FAILED));
        assertThat(port.withRole(Role.GAVE_UP)).hasSize(2);
        assertThat(port.lines()).extracting(KernelLogLine::stamp).containsOnlyNulls();
        assertThat(port.withKind(KernelMessage.DESCRIPTOR_READ_ERROR)).extracting(KernelLogLine::error).containsOnly(-110);
    }

    @Test
    void anOldKernelsHubMessageNamesThePortInItsText() {
        PortTimeline port = port(history("gamepad-uhci-old-hub-port.syslog.txt"), "5-1");

        assertThat(port.withRole(Role.GAVE_UP)).singleElement()
                .satisfies(l -> assertThat(l.text()).endsWith("hub 5-0:1.0: unable to enumerate USB device on port 1"));
        assertThat(port.attempts()).extracting(Attempt::devnum).containsExactly(28, 29, 30, 31);
        assertThat(port.attempts()).extracting(Attempt::mbps).containsOnly(1.5);
        assertThat(port.lines().get(0).stamp()).isEqualTo(new LogStamp(97408.112022, LogStamp.Clock.SINCE_BOOT));
    }

    @Test
    void overCurrentOnEveryPortOfTwoRootHubsIsOnEachPortByName() {
        List<PortTimeline> history = history("rm2-pogo-over-current.dmesg.txt");

        assertThat(history).extracting(PortTimeline::port)
                .containsExactly("3-1", "3-2", "3-3", "3-4", "3-5", "3-6", "4-1", "4-2", "4-3", "4-4");
        assertThat(port(history, "3-1").withRole(Role.OVER_CURRENT)).hasSize(2);
        assertThat(port(history, "3-5").lines()).extracting(KernelLogLine::kind)
                .containsExactly(KernelMessage.OVER_CURRENT, KernelMessage.DISCONNECT);
    }

    @Test
    void aWorkingDevicesResetsAreResetAttemptsOfItsConnection() {
        PortTimeline port = port(history("mt7921u-reset-storm.dmesg.txt"), "6-2");

        assertThat(port.attempts()).extracting(Attempt::reset, Attempt::devnum, Attempt::mbps)
                .containsOnly(tuple(true, 3, 5000.0)).hasSize(3);
        assertThat(port.lines()).extracting(KernelLogLine::stamp).extracting(LogStamp::seconds)
                .containsExactly(23.925549, 26.824805, 29.757427);
    }

    @Test
    void aUsb3HubsTwoHalvesAreTwoPortsEachWithOneGoodEnumeration() {
        List<PortTimeline> history = history("realtek-usb3-hub-both-halves.dmesg.txt");

        assertThat(history).extracting(PortTimeline::port).containsExactly("1-4", "2-4");
        assertThat(history).allSatisfy(t ->
                assertThat(t.attempts()).singleElement().extracting(Attempt::outcome).isEqualTo(Outcome.SUCCEEDED));
        assertThat(port(history, "2-4").heldAHub()).isTrue();
        assertThat(port(history, "2-4").lastConnection().mbps()).isEqualTo(5000.0);
        assertThat(port(history, "1-4").lastConnection().mbps()).isEqualTo(480.0);
    }

    @Test
    void anOldKernelsEmiDropAndAddressFormsRead() {
        PortTimeline port = port(history("mouse-esd-old-kernel.dmesg.txt"), "3-1");

        assertThat(port.lines()).extracting(KernelLogLine::kind).containsExactly(KernelMessage.DISABLED_BY_HUB,
                KernelMessage.OVER_CURRENT_CHANGE, KernelMessage.DISCONNECT, KernelMessage.NEW_DEVICE,
                KernelMessage.DEVICE_FOUND, KernelMessage.DEVICE_STRINGS, KernelMessage.PRODUCT);
        assertThat(port.lastConnection().devnum()).isEqualTo(4);
        assertThat(port.lastConnection().mbps()).isEqualTo(1.5);
        assertThat(port.lastConnection().outcome()).isEqualTo(Outcome.SUCCEEDED);
    }

    @Test
    void aMissingBosIsADescriptorDefectNotAFailedAttempt() {
        PortTimeline port = port(history("tinyusb-bos-missing-healthy.dmesg.txt"), "1-2");

        assertThat(port.attempts()).singleElement().satisfies(a -> {
            assertThat(a.outcome()).isEqualTo(Outcome.SUCCEEDED);
            assertThat(a.failures()).isEmpty();
            assertThat(a.serial()).isEqualTo("0022003B3137510837373438C000FCC0");
        });
        assertThat(port.withRole(Role.DESCRIPTOR_DEFECT)).hasSize(1);
    }

    @Test
    void eachCannotEnableEndsItsAttemptAsHubPortInitGivesUpOnIt() {
        // The SuperSpeed half of a hub warm-reset again and again, https://lore.kernel.org/linux-usb/cd36bf27-fc7b-9a22-7065-2fabb8e89674@canonical.com/
        PortTimeline port = LinkHistory.ofText("""
                [ 14.000130] usb usb2-port2: Cannot enable. Maybe the USB cable is bad?
                [ 18.092123] usb usb2-port2: Cannot enable. Maybe the USB cable is bad?
                [ 22.172116] usb usb2-port2: Cannot enable. Maybe the USB cable is bad?
                [ 26.252116] usb usb2-port2: Cannot enable. Maybe the USB cable is bad?
                """).get(0);

        assertThat(port.port()).isEqualTo("2-2");
        assertThat(port.attempts()).hasSize(4).allSatisfy(a -> assertThat(a.outcome()).isEqualTo(Outcome.FAILED));
        assertThat(port.longestFailedRun()).hasSize(4);
    }

    @Test
    void aPortStatusWordWithTheOverCurrentBitIsAnOverCurrentLine() {
        List<PortTimeline> history = LinkHistory.ofText("""
                [  120.402611] usb usb2-port5: status 0088, change 0000, 5.0 Gb/s
                [  120.402625] usb usb1-port4: status 0107 change 0000
                [    3.210930] hub 1-0:1.0: port 1, status 0109, change 0000, 12 Mb/s
                """);

        assertThat(history).extracting(PortTimeline::port).containsExactly("1-1", "2-5");
        assertThat(port(history, "2-5").withRole(Role.OVER_CURRENT)).hasSize(1);
        assertThat(port(history, "1-1").withKind(KernelMessage.PORT_STATUS_OVER_CURRENT)).hasSize(1);
    }

    @Test
    void aNameBeyondTheKernelsLimitsIsNoPortItLogged() {
        assertThat(LinkHistory.ofText("""
                usb 99-1: device descriptor read/64, error -71
                usb usb2-port40: unable to enumerate USB device
                usb 2-1: device descriptor read/64, error -71
                """)).extracting(PortTimeline::port).containsExactly("2-1");
    }

    @Test
    void theImportKeepsNoDeviceForAnAttemptThatFailed() throws ImportException {
        Observation o = new Imports().parse("""
                [   86.363426] usb 2-3: new full-speed USB device number 3 using xhci_hcd
                [   86.480463] usb 2-3: device descriptor read/64, error -71
                [   86.809522] usb usb2-port3: attempt power cycle
                [   90.100000] usb 1-2: new high-speed USB device number 4 using xhci_hcd
                """, "h", ImportFormat.DMESG);

        assertThat(o.devices()).extracting(d -> d.path()).containsExactly("1-2");
        assertThat(o.kernelLog()).extracting(KernelLogEntry::kind)
                .containsExactly("new-device", "descriptor-read-error", "power-cycle", "new-device");
    }
}
