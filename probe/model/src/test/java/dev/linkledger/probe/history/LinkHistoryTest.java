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
import static org.assertj.core.api.Assertions.within;

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
    void aSlotTheHostWouldNotEnableAndAShortConfigurationEachEndTheirAttempt() {
        // hub.c hub_port_init(): "hub failed to enable device" goes to fail; config.c usb_get_configuration() fails a short read
        PortTimeline port = LinkHistory.ofText("""
                [ 10.100000] usb 1-4: new high-speed USB device number 5 using xhci_hcd
                [ 10.300000] usb 1-4: hub failed to enable device, error -22
                [ 10.500000] usb 1-4: new high-speed USB device number 6 using xhci_hcd
                [ 10.700000] usb 1-4: config index 0 descriptor too short (expected 9, got 0)
                [ 10.900000] usb 1-4: new high-speed USB device number 7 using xhci_hcd
                [ 11.100000] usb 1-4: New USB device found, idVendor=0781, idProduct=5581, bcdDevice= 1.00
                """).get(0);

        assertThat(port.attempts()).extracting(Attempt::devnum, Attempt::outcome).containsExactly(
                tuple(5, Outcome.FAILED), tuple(6, Outcome.FAILED), tuple(7, Outcome.SUCCEEDED));
        assertThat(port.attempts().get(0).failures()).extracting(KernelLogLine::kind).containsExactly(KernelMessage.ENABLE_DEVICE_FAILED);
        assertThat(port.attempts().get(1).failures()).extracting(KernelLogLine::kind).containsExactly(KernelMessage.CONFIG_READ_ERROR);
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

    @Test
    void aSuperSpeedPortsConfigErrorIsAPortFailureOnThePortItNames() {
        // The lines of https://lore.kernel.org/linux-usb/Os7vNaR--F-9@tuta.io/ (corpus case 113).
        PortTimeline port = LinkHistory.ofText("""
                [  179.146227] usb 2-1: new SuperSpeed Plus Gen 2x1 USB device number 4 using xhci_hcd
                [  182.237405] usb 2-1: USB disconnect, device number 4
                [  182.552343] usb usb2-port1: config error
                [  183.131966] usb 2-1: new SuperSpeed USB device number 5 using xhci_hcd
                """).get(0);

        assertThat(port.port()).isEqualTo("2-1");
        assertThat(port.withRole(Role.PORT_FAILED)).singleElement()
                .satisfies(l -> assertThat(l.kind()).isEqualTo(KernelMessage.CONFIG_ERROR));
        // a hub's other "config …" messages are not it
        assertThat(KernelMessage.of("config error, something else")).isNull();
    }

    @Test
    void aJournalInAnotherLocaleWrappedByAMailClientReadsWithItsStamps() throws ImportException {
        // The shape of https://lore.kernel.org/linux-usb/a878c165-2990-4dcf-85a1-639626d26eb2@molgen.mpg.de/
        // (corpus case 124): journalctl -o short-precise in de_DE, every line broken before "device number".
        Observation o = new Imports().parse("""
                $ journalctl -o short-precise -g '(reset SuperSpeed USB|Linux version)'
                Mär 20 07:52:53.870941 abreu kernel: usb 4-1.4: reset SuperSpeed USB\s
                device number 4 using xhci_hcd
                Apr 04 18:02:26.748318 abreu kernel: usb 4-1.4: reset SuperSpeed USB\s
                device number 4 using xhci_hcd
                Apr 04 18:02:57.436240 abreu kernel: usb 4-1.4: reset SuperSpeed USB\s
                device number 4 using xhci_hcd
                """, "h", ImportFormat.DMESG);

        assertThat(o.kernelLog()).extracting(KernelLogEntry::kind).containsExactly("reset", "reset", "reset");
        assertThat(o.devices()).extracting(d -> d.path()).containsExactly("4-1.4");
        PortTimeline port = LinkHistory.of(o.kernelLog().stream().map(e -> new LinkHistory.Logged(e.text(), null)).toList()).get(0);
        LogStamp first = port.lines().get(0).stamp();
        assertThat(first).isNotNull();
        assertThat(port.lines().get(1).stamp().since(first)).isEqualTo(15 * 86400 + 10 * 3600 + 9 * 60 + 32.877377, within(1e-3));
        assertThat(port.lines().get(2).stamp().since(port.lines().get(1).stamp())).isEqualTo(30.687922, within(1e-6));
    }

    @Test
    void aWordThatIsNoMonthGivesNoStamp() {
        assertThat(LogStamp.of("Foo 20 07:52:53.870941 abreu kernel: ")).isNull();
        assertThat(LogStamp.of("Okt 19 08:19:09 kernel: ")).isEqualTo(LogStamp.of("Oct 19 08:19:09 kernel: "));
    }

    @Test
    void onlyAStampFinerThanASecondTellsTwoTriesApart() {
        assertThat(LogStamp.finerThanASecond("[  530.585871] ")).isTrue();
        assertThat(LogStamp.finerThanASecond("Nov 04 06:18:51 host kernel: [  394.369348] ")).isTrue();
        assertThat(LogStamp.finerThanASecond("Mär 20 07:52:53.870941 abreu kernel: ")).isTrue();
        assertThat(LogStamp.finerThanASecond("2019-08-20T15:19:39.825812+00:00 omnfrmo10 kernel: ")).isTrue();
        // dmesg -T, journalctl's short format, a plain ISO second: each kernel retry within the second looks alike
        assertThat(LogStamp.finerThanASecond("[Sun Sep  5 12:25:58 2021] ")).isFalse();
        assertThat(LogStamp.finerThanASecond("Nov 04 06:18:51 host kernel: ")).isFalse();
        assertThat(LogStamp.finerThanASecond("2024-11-16T19:57:27+01:00 host kernel: ")).isFalse();
        assertThat(LogStamp.finerThanASecond("")).isFalse();
    }

    @Test
    void theImportKeepsADeviceThePasteShowsDisconnectingAndComingBackInALoop() throws ImportException {
        // The shape of https://lore.kernel.org/linux-input/20211114144842.72463ccc@Zen-II-x12.niklas.com/ (corpus case 174).
        StringBuilder loop = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            double t = 4236.165 + i * 6.3;
            loop.append("[%11.6f] usb 3-2: new low-speed USB device number %d using xhci_hcd%n".formatted(t, 2 + i))
                    .append("[%11.6f] usb 3-2: New USB device found, idVendor=0d9f, idProduct=0004, bcdDevice= 0.02%n".formatted(t + 0.16))
                    .append("[%11.6f] usb 3-2: USB disconnect, device number %d%n".formatted(t + 3.68, 2 + i));
        }
        Observation o = new Imports().parse(loop.toString(), "h", ImportFormat.DMESG);

        assertThat(o.devices()).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("3-2");
            assertThat(d.vendorId() + ":" + d.productId()).isEqualTo("0d9f:0004");
        });
        assertThat(LinkHistory.ofText(loop.toString()).get(0).comebacks()).hasSize(2);
    }

    @Test
    void theImportKeepsNoDeviceUnpluggedForGoodOrReplugged() throws ImportException {
        Observation once = new Imports().parse("""
                [  100.000000] usb 3-2: new low-speed USB device number 2 using xhci_hcd
                [  100.160000] usb 3-2: New USB device found, idVendor=0d9f, idProduct=0004, bcdDevice= 0.02
                [  103.680000] usb 3-2: USB disconnect, device number 2
                [  106.300000] usb 3-2: new low-speed USB device number 3 using xhci_hcd
                [  106.460000] usb 3-2: New USB device found, idVendor=0d9f, idProduct=0004, bcdDevice= 0.02
                [  109.980000] usb 3-2: USB disconnect, device number 3
                """, "h", ImportFormat.DMESG);
        Observation slow = new Imports().parse("""
                [  100.000000] usb 3-2: new low-speed USB device number 2 using xhci_hcd
                [  100.160000] usb 3-2: New USB device found, idVendor=0d9f, idProduct=0004, bcdDevice= 0.02
                [  103.680000] usb 3-2: USB disconnect, device number 2
                [  130.300000] usb 3-2: new low-speed USB device number 3 using xhci_hcd
                [  130.460000] usb 3-2: New USB device found, idVendor=0d9f, idProduct=0004, bcdDevice= 0.02
                [  133.980000] usb 3-2: USB disconnect, device number 3
                [  160.300000] usb 3-2: new low-speed USB device number 4 using xhci_hcd
                [  160.460000] usb 3-2: New USB device found, idVendor=0d9f, idProduct=0004, bcdDevice= 0.02
                [  163.980000] usb 3-2: USB disconnect, device number 4
                """, "h", ImportFormat.DMESG);

        assertThat(once.devices()).isEmpty();
        assertThat(slow.devices()).isEmpty();
    }

    @Test
    void anInterfaceDriversTransferStatusIsATransferErrorOfItsDevice() {
        // The lines of https://lore.kernel.org/linux-usb/CAOQ1CL6Q+4GNy=kgisLzs0UBXFT3b02PG8t-0rPuW-Wf6NhQ6g@mail.gmail.com/ (corpus case 078).
        PortTimeline port = LinkHistory.ofText("""
                [19607.563871] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [19614.563878] usbhid: usbhid 3-1.8.2:1.0: retrying intr urb
                [19618.217146] usb 3-1.8.2: reset full-speed USB device number 5 using ehci-pci
                """).get(0);

        assertThat(port.port()).isEqualTo("3-1.8.2");
        assertThat(port.withRole(Role.TRANSFER_FAILED)).singleElement().satisfies(l -> {
            assertThat(l.kind()).isEqualTo(KernelMessage.TRANSFER_ERROR);
            assertThat(l.error()).isEqualTo(-71);
        });
        assertThat(port.withRole(Role.RESET)).hasSize(1);
    }

    @Test
    void aHostControllersInterruptTurnedOffIsOnEveryPortsTimelineAndTheImportKeepsItsLine() throws ImportException {
        // From https://lore.kernel.org/linux-usb/2bcf7fac-8e8f-4d7a-a837-08805a0076e3@gmx.net/ (corpus case 609)
        String log = """
                [ 1108.402522] usb 1-1: new high-speed USB device number 2 using dwc2
                [ 1131.459279] [<f539e0f4>] dwc2_handle_common_intr
                [ 1131.459308] [<75cd278b>] usb_hcd_irq
                [ 1131.459329] Disabling IRQ #66
                [ 1136.552601] usb 1-1: reset high-speed USB device number 2 using dwc2
                [ 1141.832522] usb 1-1: device descriptor read/64, error -110
                """;
        PortTimeline port = LinkHistory.ofText(log).get(0);
        // both handlers of the report are the USB host's: dwc2's own and usbcore's
        assertThat(port.withRole(Role.CONTROLLER_UNSERVICED)).hasSize(2).allSatisfy(l -> {
            assertThat(l.port()).isEqualTo("1-1");
            assertThat(l.order()).isBetween(1, 2);
        });
        assertThat(new Imports().parse(log, "h", ImportFormat.AUTO).kernelLog())
                .filteredOn(e -> e.kind().equals("hcd-interrupt-disabled")).hasSize(2)
                .allSatisfy(e -> assertThat(e.devicePath()).isNull());
        // another driver's handler in such a report is not the USB host's
        assertThat(KernelLogLine.hostWide(0, null, "[ 1131.459279] [<f539e0f4>] e1000_intr")).isNull();
    }

    @Test
    void aDevicesOwnErrorWordsAreNoTransferError() {
        // enumeration's "can't set config" on the device
        assertThat(LinkHistory.ofText("""
                usb 1-1: can't set config #1, error -71
                """)).isEmpty();
    }

    @Test
    void aNetworkDriversTransferStatusIsATransferErrorOfItsDevice() {
        // The r8152 lines of https://lore.kernel.org/linux-usb/CAGv7gkgLVTvBaGTUFd00daN0PBoqj2MbFk0dwnWKRL2odzD-8g@mail.gmail.com/
        // (corpus case 071): netdev_err() puts the network interface's name between the USB interface and the message
        PortTimeline port = LinkHistory.ofText("""
                [18946.890865] r8152 4-2.1.3:1.0 enx00e04cb5877c: Tx status -71
                [18947.604315] usb 4-2.1.3: USB disconnect, device number 4
                [18947.604721] r8152 4-2.1.3:1.0 enx00e04cb5877c: Tx status -108
                [18950.000000] r8152 2-1:1.0 (unnamed net_device) (uninitialized): Get ether addr fail
                """).get(0);

        assertThat(port.port()).isEqualTo("4-2.1.3");
        assertThat(port.withRole(Role.TRANSFER_FAILED)).extracting(KernelLogLine::error).containsExactly(-71, -108);
        assertThat(UsbLogLine.of("[18950.000000] r8152 2-1:1.0 (unnamed net_device) (uninitialized): Get ether addr fail"))
                .satisfies(l -> {
                    assertThat(l.name()).isEqualTo("2-1:1.0");
                    assertThat(l.message()).isEqualTo("Get ether addr fail");
                });
    }

    @Test
    void aDeviceNumberTakenAtAnotherPathLeavesTheOldHolderGone() throws ImportException {
        // The shape of corpus case 124's journal across boots: 4-1.3 had number 4 in one boot, 4-1.4 has it later.
        Observation o = new Imports().parse("""
                Apr 03 18:43:51.557244 abreu kernel: usb 4-1.3: reset SuperSpeed USB device number 4 using xhci_hcd
                Apr 04 18:01:54.884238 abreu kernel: usb 4-1.4: reset SuperSpeed USB device number 4 using xhci_hcd
                Apr 04 18:02:26.748318 abreu kernel: usb 4-1.1: reset SuperSpeed USB device number 3 using xhci_hcd
                Apr 04 18:02:27.000000 abreu kernel: usb 3-1.3: reset high-speed USB device number 4 using xhci_hcd
                """, "h", ImportFormat.DMESG);

        // the same number on another bus is another device
        assertThat(o.devices()).extracting(d -> d.path()).containsExactlyInAnyOrder("4-1.4", "4-1.1", "3-1.3");
    }

    @Test
    void anOverCurrentOfARootHubWithOnePortIsThatPortsAndOfOneWithSeveralIsNoPorts() {
        // The shape of https://lore.kernel.org/linux-arm-kernel/002e01d5ddb1$f5c95520$e15bff60$@at/ (corpus case 315):
        // hub_event() prints the condition on the hub's interface when the hub's own status bit is set.
        String oneport = """
                sa1111-ohci 0400: new USB bus registered, assigned bus number 1
                hub 1-0:1.0: USB hub found
                hub 1-0:1.0: 1 port detected
                hub 1-0:1.0: over-current condition
                """;
        assertThat(LinkHistory.ofText(oneport)).singleElement().satisfies(t -> {
            assertThat(t.port()).isEqualTo("1-1");
            assertThat(t.withRole(Role.OVER_CURRENT)).hasSize(1);
        });
        String fourports = oneport.replace("1 port detected", "4 ports detected");
        assertThat(LinkHistory.ofText(fourports)).isEmpty();
        // the count is the hub's own: another bus's single port says nothing of bus 1
        String otherBus = oneport.replace("hub 1-0:1.0: 1 port", "hub 2-0:1.0: 1 port");
        assertThat(LinkHistory.ofText(otherBus)).isEmpty();
    }
}
