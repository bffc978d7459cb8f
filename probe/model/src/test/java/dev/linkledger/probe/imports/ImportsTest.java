package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.lsusb.LsusbFixtures;
import dev.linkledger.probe.lsusb.LsusbTreeParser;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.OneChipCatalog;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.util.List;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class ImportsTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
    private final Imports imports = new Imports(OneChipCatalog.resolver(), CLOCK);

    private Observation auto(String text) throws ImportException {
        return imports.parse(text, "h", ImportFormat.AUTO);
    }

    private static ObservedDevice device(Observation o, String path) {
        return o.devices().stream().filter(d -> path.equals(d.path())).findFirst().orElseThrow();
    }

    @Test
    void story003DmesgAndTheLsusbLineDescribeOneEnclosure() throws Exception {
        Observation o = auto(ImportFixtures.text("story003-full.txt"));

        assertThat(o.source()).isEqualTo("dmesg+lsusb");
        ObservedDevice enclosure = device(o, "1-3.4.4");
        assertThat(enclosure.devnum()).isEqualTo(23);
        assertThat(enclosure.speedMbps()).isEqualTo(UsbSpeed.parse("480"));
        assertThat(enclosure.vendorId() + ":" + enclosure.productId()).isEqualTo("152d:0583");
        assertThat(enclosure.product()).isEqualTo("USB to PCIE Bridge");
        assertThat(enclosure.capability()).isEqualTo(new Capability(10000, 1, "catalog"));
        assertThat(o.devices()).hasSize(1);
        assertThat(o.kernelLog()).extracting(KernelLogEntry::kind).contains("new-device", "device-found");
        assertThat(o.notes()).extracting(ObservationNote::kind).containsExactly("provenance");
        assertThat(o.notes().get(0).where()).isEqualTo("1-3.4.4");
        assertThat(o.notes().get(0).message()).startsWith("dmesg (lines ").contains("lsusb (line ");
    }

    @Test
    void seed000TreeThroughTheFacadeIsWhatTheTreeParserReads() throws Exception {
        String text = LsusbFixtures.text("seed000-desktop.lsusb-t.txt");
        Observation viaFacade = auto(text);
        Observation direct = new LsusbTreeParser(OneChipCatalog.resolver(), CLOCK).parse(text, "h");

        assertThat(viaFacade.source()).isEqualTo("lsusb-t");
        assertThat(viaFacade.buses()).isEqualTo(direct.buses());
        assertThat(viaFacade.controllers()).isEqualTo(direct.controllers());
        assertThat(viaFacade.ports()).isEqualTo(direct.ports());
        assertThat(viaFacade.devices()).isEqualTo(direct.devices());
        assertThat(viaFacade.notes()).isEmpty();
    }

    @Test
    void seed002TreeAndUsbDevicesGiveTheSameChain() throws Exception {
        Observation tree = auto(LsusbFixtures.text("seed002-kvm-keyboard-hub.lsusb-t.txt"));
        Observation usbDevices = imports.parse(ImportFixtures.text("seed002-chain.usb-devices.txt"), "h", ImportFormat.USB_DEVICES);

        assertThat(usbDevices.source()).isEqualTo("usb-devices");
        assertThat(usbDevices.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum, ObservedDevice::speedMbps, ObservedDevice::portId)
                .containsExactlyElementsOf(tree.devices().stream().map(d -> tuple(d.path(), d.devnum(), d.speedMbps(), d.portId())).toList());
        assertThat(device(usbDevices, "1-7.2.1").capability()).isEqualTo(new Capability(5000, null, "bcdUSB"));
        assertThat(usbDevices.ports()).extracting(p -> p.id()).contains("usb1-port16", "usb2-port8", "1-7.2-port1");
    }

    @Test
    void mixedTreeAndDmesgShowTheDockKeptOffUas() throws Exception {
        Observation o = auto(ImportFixtures.text("mixed-tree-dmesg-uas-blacklisted.txt"));

        assertThat(o.source()).isEqualTo("lsusb-t+dmesg");
        ObservedDevice dock = device(o, "4-2");
        assertThat(dock.speedMbps()).isEqualTo(UsbSpeed.parse("5000"));
        assertThat(dock.vendorId() + ":" + dock.productId()).isEqualTo("152d:0578");
        assertThat(dock.manufacturer()).isEqualTo("JMicron");
        assertThat(dock.interfaces()).extracting(ObservedInterface::driver).containsExactly("usb-storage");
        assertThat(o.kernelLog()).filteredOn(e -> e.kind().equals("uas-blacklisted"))
                .extracting(KernelLogEntry::line, KernelLogEntry::devicePath).containsExactly(tuple(16, "4-2"));
        ObservationNote provenance = o.notes().stream().filter(n -> n.kind().equals("provenance") && n.where().equals("4-2")).findFirst().orElseThrow();
        assertThat(provenance.message()).contains("lsusb-t: ").contains("dmesg (lines 10-17): ").contains("ids").contains("drivers");
        assertThat(o.notes()).extracting(ObservationNote::kind).doesNotContain("skipped", "conflict");
    }

    @Test
    void lsusbVerboseBosDecidesCapabilityOfTheTreesDevice() throws Exception {
        Observation o = auto(ImportFixtures.text("seed000-tree-lsusb-v-dmesg.txt"));

        assertThat(o.source()).isEqualTo("lsusb-t+dmesg+lsusb-v");
        ObservedDevice enclosure = device(o, "3-2");
        assertThat(enclosure.capability()).isEqualTo(new Capability(10000, 1, "bos"));
        assertThat(enclosure.speedMbps()).isEqualTo(UsbSpeed.parse("480"));
        assertThat(enclosure.bcdUsb()).isEqualTo("2.10");
        assertThat(enclosure.serial()).isEqualTo("0123456789ABCDEF");
        assertThat(enclosure.interfaces()).usingRecursiveFieldByFieldElementComparatorIgnoringFields("endpoints")
                .containsExactly(new ObservedInterface(0, "08", "06", "50", "uas"));
        // The driver comes from the tree, the endpoints from lsusb -v: the merge keeps both.
        assertThat(enclosure.interfaces().get(0).endpoints()).isNotEmpty()
                .allSatisfy(e -> assertThat(e.transferType()).isEqualTo(dev.linkledger.probe.observation.TransferType.BULK));
        assertThat(o.notes()).extracting(ObservationNote::kind).containsOnly("provenance");
    }

    @Test
    void theDevicesOwnProductStringWinsOverTheUsbIdsNameOfLsusbTv() throws Exception {
        String tv = """
                /:  Bus 003.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M
                    ID 1d6b:0002 Linux Foundation 2.0 root hub
                    |__ Port 002: Dev 005, If 0, Class=Mass Storage, Driver=uas, 480M
                        ID 152d:0583 JMicron Technology Corp. / JMicron USA Technology Corp. JMS583Gen 2 to PCIe Gen3x2 Bridge
                    |__ Port 003: Dev 006, If 0, Class=Human Interface Device, Driver=usbhid, 12M
                        ID 046d:c52b Logitech, Inc. Unifying Receiver
                """;
        Observation o = auto(tv + "\n" + ImportFixtures.text("jms583-10g-at-480.lsusb-v.txt"));

        assertThat(device(o, "3-2").product()).isEqualTo("USB to PCIE Bridge");
        assertThat(device(o, "3-3").product()).isEqualTo("Logitech, Inc. Unifying Receiver");
    }

    @Test
    void crlfAndIndentedPastesReadTheSameAsTheOriginal() throws Exception {
        for (String name : new String[]{"mixed-tree-dmesg-uas-blacklisted.txt", "seed002-chain.usb-devices.txt", "seed000-tree-lsusb-v-dmesg.txt"}) {
            String text = ImportFixtures.text(name);
            Observation original = auto(text);
            for (String variant : new String[]{ImportFixtures.crlf(text), ImportFixtures.indented(text, "\t"),
                    ImportFixtures.indented(text, "    "), ImportFixtures.indented(text, "> ")}) {
                Observation o = auto(variant);
                assertThat(o.devices()).as(name).isEqualTo(original.devices());
                assertThat(o.buses()).as(name).isEqualTo(original.buses());
                assertThat(o.source()).as(name).isEqualTo(original.source());
            }
        }
    }

    @Test
    void garbageLinesAreSkippedWithTheirLineNumbersAndTheRestIsImported() throws Exception {
        String paste = """
                $ lsusb
                Bus 001 Device 0x3: ID 152d:0583 JMicron
                Bus 001 Device 023: ID 152d:0583 JMicron Technology Corp.
                $ dmesg
                [1033954.164476] usb 1-3.4.4: new high-speed USB device number 23 using xhci_hcd
                [1033954.315473] usb 1-3.4.4: new warp-speed USB device number 24 using xhci_hcd
                T:  Bus=01 Lev=zz
                /:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M
                    |__ Port 00X: Dev 005, If 0, Class=Mass Storage, Driver=uas, 480M
                """;
        Observation o = auto(paste);

        assertThat(o.notes()).filteredOn(n -> n.kind().equals("skipped")).extracting(ObservationNote::line).containsExactlyInAnyOrder(2, 6, 7, 9);
        assertThat(device(o, "1-3.4.4").vendorId()).isEqualTo("152d");
        assertThat(o.buses()).extracting(b -> b.bus()).containsExactly(1);
    }

    @Test
    void aForcedFormatReadsOnlyThatFormat() throws Exception {
        Observation o = imports.parse(ImportFixtures.text("mixed-tree-dmesg-uas-blacklisted.txt"), "h", ImportFormat.DMESG);

        assertThat(o.source()).isEqualTo("dmesg");
        // only what the kernel log says: usb-storage's own line on interface 1.0, not the tree's class
        assertThat(device(o, "4-2").interfaces()).singleElement().satisfies(i -> {
            assertThat(i.driver()).isEqualTo("usb-storage");
            assertThat(i.interfaceClass()).isNull();
        });
        assertThat(o.controllers()).isEmpty();
    }

    @Test
    void aDeviceNoSourcePlacesIsKeptAsUnplacedWithWhatIsMissing() throws Exception {
        Observation o = auto(ImportFixtures.text("jms583-10g-at-480.lsusb-v.txt"));

        assertThat(o.devices()).singleElement().satisfies(d -> {
            assertThat(d.placed()).isFalse();
            assertThat(d.key()).isEqualTo("Bus 003 Device 005");
            assertThat(d.portId()).isNull();
            assertThat(d.parentPath()).isNull();
        });
        assertThat(o.notes()).filteredOn(n -> n.kind().equals("unplaced")).singleElement().satisfies(n -> {
            assertThat(n.where()).isEqualTo("Bus 003 Device 005");
            assertThat(n.line()).isEqualTo(1);
            assertThat(n.message()).contains("kept as unplaced").contains("port path: paste lsusb -t or usb-devices");
        });
    }

    @Test
    void aKernelLogThatNamesNoUsbDeviceIsAnObservationOfNothingUsb() throws Exception {
        // a capture driver's own lines, https://lore.kernel.org/linux-media/ (corpus 301): no 'usb 1-2:' line, no bus
        Observation o = auto("""
                [416830.888251] cx231xx #0: V4L2 device registered as video3 and vbi3
                [416830.903131] cx231xx #0: cannot change alt number to 3 (error=-71)
                [416830.914736] cx231xx #0: UsbInterface::sendCommand, failed with
                """);

        assertThat(o.buses()).isEmpty();
        assertThat(o.devices()).isEmpty();
        assertThat(o.source()).isEqualTo("dmesg");
        assertThat(o.notes()).extracting(ObservationNote::kind).contains("no-usb-lines");
    }

    /**
     * {@code dmesg | grep -i hid} as a FIDO2 key's owner pasted it (token2/fido2-manage#22, corpus
     * 749): hid_connect()'s lines name the device and its port on the controller, not the bus number
     * or the link; an answer that says so, not a refusal.
     */
    @Test
    void hidCoresLinesNameADeviceOnAControllersPortWithoutItsBusOrLink() throws Exception {
        Observation o = auto("""
                hid-generic 0003:349E:0026.0005: input,hidraw1: USB HID v1.10 Keyboard [TOKEN2 FIDO2 Security Key(0026)] on usb-0000:00:14.0-4/input0
                 hid-generic 0003:349E:0026.0006: hiddev0,hidraw2: USB HID v1.10 Device [TOKEN2 FIDO2 Security Key(0026)] on usb-0000:00:14.0-4/input1
                """);

        assertThat(o.buses()).isEmpty();
        assertThat(o.devices()).isEmpty();
        assertThat(o.notes()).filteredOn(n -> n.kind().equals("no-usb-lines")).singleElement()
                .satisfies(n -> assertThat(n.message())
                        .contains("349e:0026 (TOKEN2 FIDO2 Security Key(0026)) on port 4 of the host controller 0000:00:14.0")
                        .contains("paste lsusb -t"));
    }

    /**
     * Lines of an ODROID C2's boot log (LibreELEC/linux-amlogic#62, corpus 844): Amlogic's vendor
     * kernel stamps each line with the CPU that printed it after an '@'. It is a kernel log whose only
     * USB line, the vendor dwc_otg driver's, names no device: an answer, not a refusal, and the stamp
     * keeps its seconds.
     */
    @Test
    void amlogicsStampWithTheCpuIsAKernelLogStamp() throws Exception {
        Observation o = auto("""
                [    5.737077@1] Bluetooth: Core ver 2.18
                [    5.737132@1] NET: Registered protocol family 31
                [    5.750594@0] usbcore: registered new interface driver btusb
                [    5.888840@0] ERROR::handle_hc_nak_intr:1306: Can not read device info from hub.We take it error
                """);

        assertThat(o.notes()).extracting(ObservationNote::kind).contains("no-usb-lines");
        assertThat(dev.linkledger.probe.history.LogStamp.of("[    5.888840@0] ERROR::handle_hc_nak_intr"))
                .isEqualTo(new dev.linkledger.probe.history.LogStamp(5.888840, dev.linkledger.probe.history.LogStamp.Clock.SINCE_BOOT));
    }

    @Test
    void aDeviceWithoutIdsOrPlaceIsNamedAsADeviceInTheRefusal() {
        // bus 999: no kernel numbers a bus so; the line names no ids either
        assertThatThrownBy(() -> auto("usb 999-1: new high-speed USB device number 3 using xhci_hcd\n"))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("a device from dmesg has neither a port path nor a bus and device number")
                .hasMessageNotContaining("null");
    }

    @Test
    void aHidLineOfAnotherBusIsNoUsbEvidence() {
        // BUS_I2C (0018): a touchpad on I2C, no USB port in it
        assertThatThrownBy(() -> auto("hid-multitouch 0018:04F3:3140.0001: input,hidraw0: I2C HID v1.00 Mouse [ELAN0001:00 04F3:3140] on i2c-ELAN0001:00\n"))
                .isInstanceOf(ImportException.class);
    }

    @Test
    void aHostControllersBusRegistrationIsTheBus() throws Exception {
        Observation o = auto("""
                [    1.000000] xhci_hcd 0000:7a:00.0: xHCI Host Controller
                [    1.000100] xhci_hcd 0000:7a:00.0: new USB bus registered, assigned bus number 9
                [    1.000200] xhci_hcd 0000:7a:00.0: USB3 root hub has no ports
                """);

        assertThat(o.buses()).singleElement().satisfies(b -> {
            assertThat(b.bus()).isEqualTo(9);
            assertThat(b.driver()).isEqualTo("xhci_hcd");
        });
    }

    @Test
    void aBusNumberTheKernelCannotAssignIsNoBus() throws Exception {
        Observation o = auto("""
                [    1.000000] xhci_hcd 0000:7a:00.0: xHCI Host Controller
                [    1.000100] xhci_hcd 0000:7a:00.0: new USB bus registered, assigned bus number 100
                [    1.000200] xhci_hcd 0000:7a:00.0: USB3 root hub has no ports
                """);

        assertThat(o.buses()).isEmpty();
        assertThat(o.notes()).extracting(ObservationNote::kind).contains("no-usb-lines");
    }

    /**
     * Real pastes that name no USB device yet are USB evidence, not prose: a host controller's own
     * errors (kernel bugzilla 221073, unstamped as the reporter copied them), the uas driver's command
     * log (Seagate/openSeaChest#42) and a device's BOS capability quoted without its lsusb -v header
     * (ophub/amlogic-s9xxx-armbian#2247), USB/IP's virtual host controller refusing a device (dorssel/usbipd-win#259). Each is an answer with nothing about a link, not a refusal.
     */
    @Test
    void usbLinesThatNameNoDeviceAreAnAnswerWithNothingAboutALink() throws Exception {
        for (String paste : List.of("""
                  xhci_hcd 0000:c1:00.4: xHCI host not responding to stop endpoint command
                  xhci_hcd 0000:c1:00.4: xHCI host controller not responding, assume dead
                  xhci_hcd 0000:c1:00.4: HC died; cleaning up
                """, """
                sd 3:0:0:0: [sg3] tag#28 data cmplt err -75 uas-tag 1 inflight: CMD\s
                sd 3:0:0:0: [sg3] tag#28 CDB: Report luns a0 00 00 00 00 00 00 00 00 08 00 00
                """, """
                SuperSpeed USB Device Capability:
                  wSpeedsSupported   0x000e
                    Device can operate at SuperSpeed (5Gbps)
                  Lowest fully-functional device speed is Full Speed (12Mbps)
                """, """
                vhci_hcd: Failed attach request for unsupported USB speed: super-speed-plus
                """)) {
            Observation o = auto(paste);
            assertThat(o.devices()).as(paste).isEmpty();
            assertThat(Imports.namesNothingUsb(o)).as(paste).isTrue();
        }
        // a SCSI disk's lines with no USB driver's mark are no USB evidence
        assertThatThrownBy(() -> auto("sd 3:0:0:0: [sdb] Attached SCSI disk\n")).isInstanceOf(ImportException.class);
    }

    @Test
    void theSameUnitLinkedAtSuperSpeedElsewhereInThePasteProvesWhatItCanDo() throws Exception {
        // The two lsusb runs of https://github.com/ChrisAJS/lgx2userspace/issues/4 (corpus case 678), their headers and
        // identity lines: one capture card, serial 202489600066, at SuperSpeed on bus 2 and at high speed on bus 1
        String run = """
                Bus %s Device %s: ID 07ca:0551 AVerMedia Technologies, Inc. GC551
                Device Descriptor:
                  bLength                18
                  bDescriptorType         1
                  bcdUSB               %s
                  bDeviceClass            0
                  bDeviceSubClass         0
                  bDeviceProtocol         0
                  bMaxPacketSize0        %s
                  idVendor           0x07ca AVerMedia Technologies, Inc.
                  idProduct          0x0551
                  bcdDevice            2.07
                  iManufacturer           1 AVerMedia
                  iProduct                2 GC551
                  iSerial                 3 %s
                  bNumConfigurations      1
                """;
        String tree = """
                /:  Bus 002.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 10000M
                    |__ Port 001: Dev 004, If 0, Class=Vendor Specific Class, Driver=, 5000M
                /:  Bus 001.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/12p, 480M
                    |__ Port 003: Dev 003, If 0, Class=Vendor Specific Class, Driver=, 480M
                """;
        Observation o = auto(tree + "\n" + run.formatted("002", "004", "3.00", "9", "202489600066") + "\n"
                + run.formatted("001", "003", "2.10", "64", "202489600066"));
        assertThat(o.devices()).filteredOn(d -> "1-3".equals(d.path())).singleElement().satisfies(d -> {
            assertThat(d.capability().maxSpeedMbps()).isEqualTo(5000);
            assertThat(d.capability().source()).isEqualTo(CapabilitySource.SAME_UNIT);
        });
        // another unit of the model (another serial) proves nothing of this one
        Observation two = auto(tree + "\n" + run.formatted("002", "004", "3.00", "9", "202489600066") + "\n"
                + run.formatted("001", "003", "2.10", "64", "202489600099"));
        assertThat(two.devices()).filteredOn(d -> "1-3".equals(d.path())).singleElement()
                .satisfies(d -> assertThat(d.capability().source()).isNotEqualTo(CapabilitySource.SAME_UNIT));
    }

    @Test
    void proseAloneIsNothingToImport() {
        assertThatThrownBy(() -> auto("My drive is slow.\nAny ideas?\n"))
                .isInstanceOf(ImportException.class)
                .hasMessageStartingWith("nothing to import in 2 lines");
        assertThatThrownBy(() -> imports.parse(ImportFixtures.text("story003-full.txt"), "h", ImportFormat.LSUSB_T))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("no lsusb-t output");
    }

    @Test
    void theSamePasteGivesTheSameObservationId() throws Exception {
        String text = ImportFixtures.text("mixed-tree-dmesg-uas-blacklisted.txt");

        assertThat(auto(text).observationId()).isEqualTo(auto(text).observationId())
                .isNotEqualTo(imports.parse(text, "other-host", ImportFormat.AUTO).observationId());
    }

    @Test
    void formatNamesAreTheOnesUsersType() {
        assertThat(ImportFormat.parse("usb-devices")).isEqualTo(ImportFormat.USB_DEVICES);
        assertThat(ImportFormat.parse("LSUSB_V")).isEqualTo(ImportFormat.LSUSB_V);
        assertThat(ImportFormat.parse(null)).isEqualTo(ImportFormat.AUTO);
        assertThatThrownBy(() -> ImportFormat.parse("lspci")).hasMessageContaining("lsusb-t");
    }
}
