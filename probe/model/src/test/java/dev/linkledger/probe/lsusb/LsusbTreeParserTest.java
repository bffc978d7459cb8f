package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.OneChipCatalog;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class LsusbTreeParserTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
    private final LsusbTreeParser parser = new LsusbTreeParser(OneChipCatalog.resolver(), CLOCK);

    @Test
    void seed000DesktopShowsFourBusesOnTwoInferredControllers() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("seed000-desktop.lsusb-t.txt"), "desktop");

        assertThat(o.source()).isEqualTo("lsusb-t");
        assertThat(o.observedAt()).isEqualTo(CLOCK.instant());
        assertThat(o.buses()).containsExactly(
                new ObservedBus(1, UsbSpeed.parse("480"), null, 4, "xhci_hcd", "xhci-bus1+2"),
                new ObservedBus(2, UsbSpeed.parse("10000"), null, 2, "xhci_hcd", "xhci-bus1+2"),
                new ObservedBus(3, UsbSpeed.parse("480"), null, 4, "xhci_hcd", "xhci-bus3+4"),
                new ObservedBus(4, UsbSpeed.parse("10000"), null, 2, "xhci_hcd", "xhci-bus3+4"));
        assertThat(o.controllers()).containsExactly(
                new ObservedController("xhci-bus1+2", null, null, null, null, null, List.of(1, 2), true),
                new ObservedController("xhci-bus3+4", null, null, null, null, null, List.of(3, 4), true));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void seed000EnclosureOnUasAt480IsSuperSpeedCapableByItsDriver() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("seed000-desktop.lsusb-t.txt"), "desktop");

        assertThat(o.devices()).containsExactly(new ObservedDevice("3-2", 3, 5, "usb3", "usb3-port2", UsbSpeed.parse("480"),
                null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                new Capability(5000, null, "driver:uas"), List.of(new ObservedInterface(0, "08", null, null, "uas"))));
    }

    @Test
    void rootHubPortsComeFromTheirPortCountWithUnknownPeers() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("seed000-desktop.lsusb-t.txt"), "desktop");

        assertThat(o.ports()).hasSize(12);
        assertThat(o.ports()).contains(new ObservedPort("usb3-port2", 3, "usb3", 2, null, null, null, null, null, null));
        assertThat(o.ports()).extracting(ObservedPort::peer).containsOnlyNulls();
    }

    @Test
    void seed002CardReaderHangsOnTheKeyboardHubBehindTheKvm() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("seed002-kvm-keyboard-hub.lsusb-t.txt"), "workstation");

        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum, ObservedDevice::parentPath, ObservedDevice::portId)
                .containsExactly(
                        tuple("1-7", 59, "usb1", "usb1-port7"),
                        tuple("1-7.2", 60, "1-7", "1-7-port2"),
                        tuple("1-7.2.1", 70, "1-7.2", "1-7.2-port1"),
                        tuple("1-7.2.3", 61, "1-7.2", "1-7.2-port3"),
                        tuple("1-7.2.4", 62, "1-7.2", "1-7.2-port4"));
        ObservedDevice reader = device(o, "1-7.2.1");
        assertThat(reader.interfaces()).containsExactly(new ObservedInterface(0, "08", null, null, "usb-storage"));
        assertThat(reader.capability()).isEqualTo(Capability.unknown());
        assertThat(device(o, "1-7.2.3").speedMbps()).isEqualTo(UsbSpeed.parse("1.5"));
        assertThat(device(o, "1-7").maxChild()).isEqualTo(4);
        assertThat(o.ports()).extracting(ObservedPort::id).contains("usb1-port16", "1-7-port4", "1-7.2-port1", "1-7.2.4-port4");
    }

    @Test
    void seed002WholeStoryFindsBothBlocksAndPairsTheBuses() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("story002-full.txt"), "workstation");

        assertThat(o.buses()).extracting(ObservedBus::bus, ObservedBus::ports, ObservedBus::controller)
                .containsExactly(tuple(1, 16, "xhci-bus1+2"), tuple(2, 8, "xhci-bus1+2"));
        assertThat(o.devices()).hasSize(5);
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void verboseTreeMergesInterfaceLinesAndUsesIdLinesForTheCatalog() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("desktop-after-fix.lsusb-tv.txt"), "desktop");

        ObservedDevice receiver = device(o, "1-1");
        assertThat(receiver.interfaces()).extracting(ObservedInterface::number).containsExactly(0, 1, 2);
        assertThat(receiver.vendorId() + ":" + receiver.productId()).isEqualTo("046d:c52b");
        ObservedDevice enclosure = device(o, "4-2");
        assertThat(enclosure.speedMbps()).isEqualTo(UsbSpeed.parse("5000"));
        assertThat(enclosure.capability()).isEqualTo(new Capability(10000, 1, "catalog"));
        assertThat(o.devices()).hasSize(2);
    }

    @Test
    void laneSuffixesGiveLaneCountsInBothNotations() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("gen2x2-enclosure.lsusb-t.txt"), "h");

        assertThat(o.buses().get(1)).isEqualTo(new ObservedBus(2, UsbSpeed.parse("20000"), 2, 2, "xhci_hcd", "xhci-bus1+2"));
        assertThat(device(o, "2-1")).extracting(ObservedDevice::speedMbps, ObservedDevice::rxLanes, ObservedDevice::txLanes)
                .containsExactly(UsbSpeed.parse("20000"), 2, 2);
        assertThat(device(o, "2-2")).extracting(ObservedDevice::speedMbps, ObservedDevice::rxLanes, ObservedDevice::txLanes)
                .containsExactly(UsbSpeed.parse("10000"), 2, 2);
        assertThat(device(o, "2-1").capability()).isEqualTo(new Capability(20000, null, "driver:uas"));
    }

    @Test
    void wholeStory000KeepsTheRealTreeAndSkipsTheLaptopsPlaceholderLine() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("story000-full.txt"), "desktop");

        assertThat(o.buses()).extracting(ObservedBus::bus).containsExactly(1, 2, 3, 4);
        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("3-2");
        assertThat(o.notes()).singleElement().satisfies(n -> {
            assertThat(n.kind()).isEqualTo("skipped");
            assertThat(n.line()).isEqualTo(lineOf(LsusbFixtures.text("story000-full.txt"), "|__ Port X: Dev N"));
            assertThat(n.where()).startsWith("|__ Port X: Dev N");
        });
    }

    @Test
    void toleratesCrlfTabsPromptsAndAMissingRootPrefix() throws Exception {
        String paste = "Here is what I got:\r\n"
                + "\t$ lsusb -t\r\n"
                + "\tBus 003.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M\r\n"
                + "\t    |__ Port 002: Dev 005, If 0, Class=Mass Storage, Driver=uas, 480M   \r\n"
                + "\r\n"
                + "Any idea why?\r\n";

        Observation o = parser.parse(paste, "h");

        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum).containsExactly(tuple("3-2", 5));
        assertThat(o.controllers()).extracting(ObservedController::id).containsExactly("xhci-bus3");
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void deviceLineWithoutItsBusIsSkippedWithItsLineNumber() throws Exception {
        String paste = "/:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=ehci-pci/2p, 480M\n"
                + "later, on another machine:\n"
                + "    |__ Port 001: Dev 004, If 0, Class=Hub, Driver=hub/4p, 480M\n"
                + "        |__ Port 003: Dev 009, If 0, Class=Mass Storage, Driver=usb-storage, 480M\n";

        Observation o = parser.parse(paste, "h");

        assertThat(o.devices()).isEmpty();
        assertThat(o.notes()).extracting(ObservationNote::kind, ObservationNote::line).containsExactly(
                tuple("skipped", 3), tuple("skipped", 4));
        assertThat(o.controllers()).extracting(ObservedController::id).containsExactly("ehci-pci-bus1");
    }

    @Test
    void childrenOfAnUnparseableLineAreSkippedNotMisfiled() throws Exception {
        String paste = "/:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M\n"
                + "    |__ Port 001: Dev 002, If 0, Class=Hub, Driver=hub/4p, fast\n"
                + "        |__ Port 003: Dev 009, If 0, Class=Mass Storage, Driver=usb-storage, 480M\n"
                + "    |__ Port 002: Dev 003, If 0, Class=Human Interface Device, Driver=usbhid, 12M\n";

        Observation o = parser.parse(paste, "h");

        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("1-2");
        assertThat(o.notes()).extracting(ObservationNote::line).containsExactly(2, 3);
    }

    @Test
    void aRepeatedBusKeepsWhatTheFirstRunShowsAtEachPort() throws Exception {
        String paste = "/:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M\n"
                + "    |__ Port 002: Dev 005, If 0, Class=Mass Storage, Driver=uas, 480M\n"
                + "after swapping the cable:\n"
                + "/:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M\n"
                + "    |__ Port 002: Dev 006, If 0, Class=Mass Storage, Driver=uas, 480M\n";

        Observation o = parser.parse(paste, "h");

        assertThat(o.devices()).extracting(ObservedDevice::devnum).containsExactly(5);
        assertThat(o.notes()).extracting(ObservationNote::line).containsExactly(5);
        assertThat(o.notes().get(0).message()).contains("already holds Dev 5");
    }

    /** The before/after shape of linux-usb's RTL9210 caddy thread (corpus case 027): the second run adds the disk. */
    @Test
    void aRepeatedBusAddsTheDeviceOnlyTheLaterRunShows() throws Exception {
        String paste = "## no disk plugged into this card:\n"
                + "/:  Bus 003.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/1p, 480M\n"
                + "/:  Bus 004.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/1p, 20000M/x2\n"
                + "## now I plug in the USB-C caddy:\n"
                + "/:  Bus 003.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/1p, 480M\n"
                + "    |__ Port 001: Dev 006, If 0, Class=Mass Storage, Driver=usb-storage, 480M\n"
                + "/:  Bus 004.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/1p, 20000M/x2\n";

        Observation o = parser.parse(paste, "h");

        assertThat(o.buses()).extracting(ObservedBus::bus).containsExactly(3, 4);
        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum).containsExactly(tuple("3-1", 6));
        assertThat(o.notes()).isEmpty();
    }

    /** linux-usb, Dell XPS 13 dock thread (corpus case 049): the mail client broke two device lines before {@code Driver=}. */
    @Test
    void deviceLinesTheMailClientWrappedAreMendedWhereTheyStand() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("xps13-dock-mail-wrapped.lsusb-t.txt"), "h");

        assertThat(o.devices()).filteredOn(d -> d.bus() == 3).extracting(ObservedDevice::path, d -> d.interfaces().get(0).driver())
                .containsExactly(tuple("3-2", "hub"), tuple("3-2.1", "hub"), tuple("3-2.1.3", "r8152"), tuple("3-2.4", "usb-storage"),
                        tuple("3-2.5", null));
        assertThat(o.notes()).isEmpty();
    }

    /** linux-usb, Corsair Voyager thread (corpus case 051): {@code lsusb -vvt}'s sysfs lines and the poster's {@code [...]}. */
    @Test
    void theVerboseTreesDetailLinesAndAPostersElisionKeepTheTreeGoing() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("corsair-voyager-elided.lsusb-tvv.txt"), "h");

        assertThat(o.devices()).extracting(ObservedDevice::path, d -> d.vendorId() + ":" + d.productId(), ObservedDevice::speedMbps)
                .containsExactly(tuple("1-7", "05e3:0610", UsbSpeed.parse("480")), tuple("1-7.3", "1b1c:1a03", UsbSpeed.parse("480")));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void anIdLinesNameWrappedInsideTheTreeIsJoinedAndTheTreeGoesOn() throws Exception {
        String paste = "/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 5000M\n"
                + "    |__ Port 3: Dev 4, If 0, Class=Vendor Specific Class, Driver=mt76x2u, 5000M\n"
                + "        ID 0e8d:7612 MediaTek Inc. MT7612U 802.11a/b/g/n/ac\n"
                + "Wireless Adapter\n"
                + "    |__ Port 4: Dev 5, If 0, Class=Mass Storage, Driver=uas, 5000M\n";

        Observation o = parser.parse(paste, "h");

        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::product).containsExactly(
                tuple("2-3", "MediaTek Inc. MT7612U 802.11a/b/g/n/ac Wireless Adapter"), tuple("2-4", null));
    }

    @Test
    void anEscapedRootAndAPostersNoteAfterTheSpeedAreStillTreeLines() throws Exception {
        String paste = "\\/:  Bus 03.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/1p, 480M\n"
                + "    |__ Port 1: Dev 6, If 0, Class=Mass Storage, Driver=usb-storage, 480M\t<<< the caddy\n";

        Observation o = parser.parse(paste, "h");

        assertThat(o.buses()).extracting(ObservedBus::bus).containsExactly(3);
        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::speedMbps).containsExactly(tuple("3-1", UsbSpeed.parse("480")));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void aRootLineWithTheDiffMarkerItsPosterKeptIsStillTheBus() throws Exception {
        // https://lore.kernel.org/linux-usb/CAGm1_kuK6aA1ew9ZY-fVDUE+o71u1QaSg0kfX2jWUWE9Me8Tjg@mail.gmail.com/ (corpus case 270)
        String paste = """
                +/:  Bus 01.Port 1: Dev 1, Class=root_hub, Driver=musb-hdrc/1p, 480M
                    |__ Port 1: Dev 2, If 0, Class=, Driver=ftdi_sio, 480M
                    |__ Port 1: Dev 2, If 1, Class=, Driver=ftdi_sio, 480M
                """;

        Observation o = parser.parse(paste, "h");

        assertThat(o.buses()).extracting(ObservedBus::bus).containsExactly(1);
        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::speedMbps).containsExactly(tuple("1-1", UsbSpeed.parse("480")));
    }

    @Test
    void samePasteFromSameHostGetsTheSameObservationId() throws Exception {
        String text = LsusbFixtures.text("seed000-desktop.lsusb-t.txt");

        assertThat(parser.parse(text, "desktop").observationId())
                .isEqualTo(parser.parse("  " + text.replace("\n", "\r\n"), "desktop").observationId())
                .isNotEqualTo(parser.parse(text, "laptop").observationId());
        assertThat(parser.parse(text, "desktop", "given-id").observationId()).isEqualTo("given-id");
    }

    @Test
    void proseWithoutATreeIsRejectedWithLineNumbers() {
        String paste = "I ran lsusb -t and got\n|__ Port X: Dev N, If 0, Class=Mass Storage, Driver=uas, 10000M\n";

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> parser.parse(paste, "h"))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("no lsusb -t tree found in 2 lines")
                .hasMessageContaining("line 2:")
                .satisfies(e -> assertThat(((ImportException) e).notes()).hasSize(1));
    }

    @Test
    void detectsWhetherATextHoldsATree() {
        assertThat(LsusbTreeParser.looksLikeTree(LsusbFixtures.text("story000-full.txt"))).isTrue();
        assertThat(LsusbTreeParser.looksLikeTree("Bus 001 Device 002: ID 152d:0583 JMicron")).isFalse();
    }

    private static ObservedDevice device(Observation o, String path) {
        return o.devices().stream().filter(d -> d.path().equals(path)).findFirst().orElseThrow();
    }

    private static int lineOf(String text, String needle) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(needle)) return i + 1;
        throw new AssertionError("not found: " + needle);
    }

    @Test
    void verboseTreeKeepsTheProductNameOfEachDevicesIdLine() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("desktop-after-fix.lsusb-tv.txt"), "desktop");

        assertThat(device(o, "1-1").product()).isEqualTo("Logitech, Inc. Unifying Receiver");
        assertThat(device(o, "4-2").product())
                .isEqualTo("JMicron Technology Corp. / JMicron USA Technology Corp. JMS583Gen 2 to PCIe Gen3x2 Bridge");
    }

    /** cyme's own test data: its lsusb -tv emulation with the -vv lines (sysfs and /dev paths, device strings). */
    @Test
    void theSysfsAndStringLinesOfAVeryVerboseTreeDoNotCutTheTree() throws Exception {
        Observation o = parser.parse(LsusbFixtures.text("cyme-lsusb-tree-verbose.txt"), "vm");

        assertThat(o.buses()).extracting(ObservedBus::bus, ObservedBus::speedMbps).containsExactly(
                tuple(1, UsbSpeed.parse("480")), tuple(2, UsbSpeed.parse("12")), tuple(3, UsbSpeed.parse("480")),
                tuple(4, UsbSpeed.parse("10000")));
        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum, ObservedDevice::product).containsExactly(
                tuple("1-2", 2, "PARALLELS [unknown]"),
                tuple("1-6", 3, "PARALLELS [unknown]"),
                tuple("2-2", 22, "PARALLELS [unknown]"),
                tuple("2-2.1", 23, "SEGGER [unknown]"),
                tuple("2-2.8", 24, "OpenMoko, Inc. Black Magic Debug Probe (Application)"));
        assertThat(device(o, "2-2.8").interfaces()).hasSize(6);
        assertThat(o.notes()).isEmpty();
    }
}
