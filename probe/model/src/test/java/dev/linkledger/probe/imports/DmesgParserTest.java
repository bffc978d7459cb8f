package dev.linkledger.probe.imports;

import dev.linkledger.probe.history.KernelMessage;

import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.VidPid;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class DmesgParserTest {

    @Test
    void story003EnclosureIsAHighSpeedJms583At1dash3dot4dot4() {
        SectionResult r = DmesgParser.parse(ImportFixtures.paste("story003-full.txt"));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.path).isEqualTo(PortPath.parse("1-3.4.4"));
            assertThat(d.devnum).isEqualTo(23);
            assertThat(d.speed).isEqualTo(UsbSpeed.parse("480"));
            assertThat(d.vidPid).isEqualTo(new VidPid("152d", "0583"));
            assertThat(d.bcdDevice).isEqualTo("0209");
            assertThat(d.product).isEqualTo("USB to PCIE Bridge");
            assertThat(d.manufacturer).isEqualTo("JMicron");
            assertThat(d.serial).isEqualTo("0123456789ABCDEF");
        });
        assertThat(r.buses()).singleElement().satisfies(b -> {
            assertThat(b.bus()).isEqualTo(1);
            assertThat(b.driver()).isEqualTo("xhci_hcd");
            assertThat(b.speedMbps()).isNull();
        });
        assertThat(r.notes()).isEmpty();
    }

    /**
     * A Synology DS1019+'s log (bb-qq/r8152#58, corpus 827): DSM's hub.c says "not running at top
     * speed" of a device declaring bcdUSB 2.10 or later on a root port without SuperSpeed; mainline's
     * full-speed message (check_highspeed(), "; connect to a high speed hub") says nothing of bcdUSB.
     */
    @Test
    void dsmsNotRunningAtTopSpeedIsBcdUsb210OnAHighSpeedLink() {
        SectionResult r = DmesgParser.parse(PasteText.of("""
                [   93.557006] usb 1-1: reset high-speed USB device number 2 using xhci_hcd
                [   93.701931] usb 1-1: not running at top speed
                [  601.624914] r8152 1-1:1.0 eth2: v2.13.0 (2020/04/20)
                """));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.path).isEqualTo(PortPath.parse("1-1"));
            assertThat(d.bcdUsb).isEqualTo(dev.linkledger.probe.usb.UsbVersion.USB_2_10);
        });
        assertThat(r.notes()).extracting(n -> n.kind()).contains("descriptor-speed");

        SectionResult fullSpeed = DmesgParser.parse(PasteText.of("""
                [537000.400000] usb 9-1.4: new full-speed USB device number 7 using xhci_hcd
                [537000.546533] usb 9-1.4: not running at top speed; connect to a high speed hub
                """));
        assertThat(fullSpeed.devices()).singleElement().satisfies(d -> assertThat(d.bcdUsb).isNull());
    }

    @Test
    void story003KernelLogKeepsEveryUsbLineWithItsLineNumber() {
        PasteText paste = ImportFixtures.paste("story003-full.txt");
        SectionResult r = DmesgParser.parse(paste);

        assertThat(r.kernelLog()).extracting(KernelLogEntry::kind).startsWith(
                "new-device", "new-device", "device-found", "device-strings", "product", "manufacturer", "serialnumber", "scsi-host");
        assertThat(r.kernelLog().subList(8, r.kernelLog().size())).hasSize(9)
                .allSatisfy(e -> assertThat(e).extracting(KernelLogEntry::kind, KernelLogEntry::devicePath).containsExactly("scsi", "1-3.4.4"));
        KernelLogEntry first = r.kernelLog().get(0);
        assertThat(paste.line(first.line())).contains("new high-speed USB device number 23");
        assertThat(first.devicePath()).isEqualTo("1-3.4.4");
        assertThat(first.text()).startsWith("[1033954.164476] usb 1-3.4.4:");
    }

    @Test
    void troubleLinesAreClassifiedAndTiedToTheirDevice() {
        String log = """
                usb 2-1: new SuperSpeed Plus Gen 2x2 USB device number 4 using xhci_hcd
                usb 2-1: UAS is blacklisted for this device, using usb-storage instead
                usb usb1-port3: Cannot enable. Maybe the USB cable is bad?
                usb 1-3-port4: Cannot enable. Maybe the USB cable is bad?
                sd 6:0:0:0: [sdb] tag#2 uas_eh_abort_handler 0 uas-tag 3 inflight: CMD IN
                usb 1-5: reset high-speed USB device number 7 using xhci_hcd
                usb 1-5: device descriptor read/64, error -71
                """;
        SectionResult r = DmesgParser.parse(PasteText.of(log));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::line, KernelLogEntry::devicePath, KernelLogEntry::kind).containsExactly(
                tuple(1, "2-1", "new-device"), tuple(2, "2-1", "uas-blacklisted"), tuple(3, "1-3", "cannot-enable"),
                tuple(4, "1-3.4", "cannot-enable"), tuple(5, null, "uas-abort"), tuple(6, "1-5", "reset"),
                tuple(7, "1-5", "descriptor-read-error"));
        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.speed, d -> d.rxLanes)
                .containsExactly(tuple("2-1", UsbSpeed.parse("20000"), 2), tuple("1-5", UsbSpeed.parse("480"), 1));
    }

    private static dev.linkledger.probe.observation.ObservedDevice imported(String log, String path) {
        try {
            return new Imports().parse(log, "h", ImportFormat.DMESG).devices().stream()
                    .filter(d -> path.equals(d.path())).findFirst().orElseThrow();
        } catch (dev.linkledger.probe.lsusb.ImportException e) {
            throw new AssertionError(e);
        }
    }

    /** A USB 3 device whose SuperSpeed link failed, back on the USB 2.0 bus within a second under the same ids. */
    private static final String FELL_BACK = """
            [  60.000000] usb 2-2: new SuperSpeed USB device number 6 using xhci_hcd
            [  60.100000] usb 2-2: New USB device found, idVendor=2935, idProduct=0001, bcdDevice= 0.00
            [  71.896534] usb 2-2: Disable of device-initiated U1 failed.
            [  72.691371] usb 2-2: USB disconnect, device number 6
            [  73.041273] usb 1-2: new high-speed USB device number 10 using xhci_hcd
            [  73.620177] usb 1-2: New USB device found, idVendor=2935, idProduct=0001, bcdDevice= 0.00
            """;

    @Test
    void aDeviceBackOnTheUsb2BusSecondsAfterItsSuperSpeedLinkWentCanDoSuperSpeed() {
        assertThat(imported(FELL_BACK, "1-2").capability()).satisfies(c -> {
            assertThat(c.maxSpeedMbps()).isEqualTo(5000);
            assertThat(c.source()).isEqualTo(CapabilitySource.KERNEL_LOG);
        });
    }

    @Test
    void anotherDeviceOrAHubHalfOrALaterPlugIsNoFallback() {
        // other ids: a person swapped devices
        assertThat(imported(FELL_BACK.replaceFirst("idVendor=2935, idProduct=0001", "idVendor=0bda, idProduct=0411"), "1-2")
                .capability().source()).isNotEqualTo(CapabilitySource.KERNEL_LOG);
        // a minute later: a new plug, not the device's retry
        assertThat(imported(FELL_BACK.replace("[  73.", "[ 133."), "1-2").capability().source())
                .isNotEqualTo(CapabilitySource.KERNEL_LOG);
        // the device came back at SuperSpeed: the USB 2.0 device is another one
        String back = FELL_BACK + "[  74.000000] usb 2-2: new SuperSpeed USB device number 7 using xhci_hcd\n";
        assertThat(imported(back, "1-2").capability().source()).isNotEqualTo(CapabilitySource.KERNEL_LOG);
        // a hub's two halves re-enumerating
        String hub = """
                [  10.000000] usb 2-1: new SuperSpeed USB device number 2 using xhci_hcd
                [  10.100000] hub 2-1:1.0: USB hub found
                [  20.000000] usb 2-1: USB disconnect, device number 2
                [  20.300000] usb 1-1: new high-speed USB device number 3 using xhci_hcd
                [  20.400000] hub 1-1:1.0: USB hub found
                """;
        assertThat(imported(hub, "1-1").capability().source()).isNotEqualTo(CapabilitySource.KERNEL_LOG);
    }

    /**
     * The paste of a Magewell capture device on a USB-C adaptor (lore.kernel.org/linux-media,
     * 1547442625.3056462.1633755704.1BCFEEC2@webmail.messagingengine.com), cut after its SuperSpeed
     * enumeration: only its link-power lines say it was SuperSpeed, and it is unplugged at the end.
     */
    private static final String FELL_BACK_CUT = """
            [   71.896534] usb 2-2: Disable of device-initiated U1 failed.
            [   71.909474] usb 2-2: Set SEL for device-initiated U1 failed.
            [   72.691371] usb 2-2: USB disconnect, device number 6
            [   73.041273] usb 1-2: new high-speed USB device number 10 using xhci_hcd
            [   73.620177] usb 1-2: New USB device found, idVendor=2935, idProduct=0001, bcdDevice= 0.00
            [   91.516482] usb 1-2: USB disconnect, device number 10
            """;

    @Test
    void linkPowerLinesProveTheSuperSpeedLinkAndTheFallenBackDeviceStaysAfterItsUnplug() {
        assertThat(imported(FELL_BACK_CUT, "1-2").capability()).satisfies(c -> {
            assertThat(c.maxSpeedMbps()).isEqualTo(5000);
            assertThat(c.source()).isEqualTo(CapabilitySource.KERNEL_LOG);
        });
    }

    @Test
    void withoutLinkPowerLinesOrOnAnotherConnectorTheUnpluggedDeviceIsGone() {
        // nothing says 2-2 was SuperSpeed: an unplug and a plug, and the last device went
        String noPower = FELL_BACK_CUT.lines().filter(l -> !l.contains("device-initiated")).collect(java.util.stream.Collectors.joining("\n"));
        assertThat(DmesgParser.parse(PasteText.of(noPower)).devices()).isEmpty();
        // the USB 2.0 device arrived on another connector's half
        assertThat(DmesgParser.parse(PasteText.of(FELL_BACK_CUT.replace("usb 1-2:", "usb 1-3:"))).devices()).isEmpty();
        // "LPM exit latency is zeroed" is a SuperSpeed enumeration's line too
        assertThat(imported(FELL_BACK_CUT.replace("Set SEL for device-initiated U1 failed.", "LPM exit latency is zeroed, disabling LPM.")
                .replace("Disable of device-initiated U1 failed.", "LPM exit latency is zeroed, disabling LPM."), "1-2")
                .capability().source()).isEqualTo(CapabilitySource.KERNEL_LOG);
    }

    /**
     * A usrp-users post (Message-ID 05fb01d54c5c$91486280$b3d92780$@chora.dk) whose archive joined the
     * log's lines with spaces and wrapped the result inside a stamp: read as the lines the kernel wrote.
     */
    @Test
    void aLogWhoseLineBreaksWereLostIsReadLineByLine() {
        String flat = "[   23.884317] usb 1-4: new high-speed USB device number 3 using xhci_hcd [   29.024313] usb 1-4: device "
                + "descriptor read/64, error -110 [   44.640330] usb 1-4: device descriptor read/64, error -110 [ \n"
                + "  44.748356] usb usb1-port4: attempt power cycle [   45.400311] usb 1-4: new high-speed USB device number 4 using "
                + "xhci_hcd [   56.240225] usb 1-4: device not accepting address 4, error -62\n";
        SectionResult r = DmesgParser.parse(PasteText.of(flat));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::kind).containsExactly("new-device", "descriptor-read-error",
                "descriptor-read-error", "power-cycle", "new-device", "address-not-accepted");
    }

    @Test
    void aDisksMediaErrorSenseIsItsOwnKind() {
        String log = """
                [  10.0] usb 2-1: new SuperSpeed USB device number 2 using xhci_hcd
                [  10.5] scsi host4: uas
                [  99.0] sd 4:0:0:0: [sdb] tag#0 FAILED Result: hostbyte=DID_OK driverbyte=DRIVER_OK cmd_age=3s
                [  99.0] sd 4:0:0:0: [sdb] tag#0 Sense Key : Medium Error [current]
                [  99.0] sd 4:0:0:0: [sdb] tag#0 Add. Sense: Unrecovered read error
                """;
        SectionResult r = DmesgParser.parse(PasteText.of(log));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::devicePath, KernelLogEntry::kind).endsWith(
                tuple("2-1", "scsi"), tuple("2-1", "medium-error"), tuple("2-1", "medium-error"));
    }

    @Test
    void aLaterConnectionAtThePathReplacesTheEarlierAndADisconnectRemovesIt() {
        String log = """
                [  10.1] usb 1-2: new high-speed USB device number 4 using xhci_hcd
                [  20.2] usb 1-2: USB disconnect, device number 4
                [  30.3] usb 2-2: new SuperSpeed USB device number 2 using xhci_hcd
                [  31.0] usb 1-4: new full-speed USB device number 5 using xhci_hcd
                [  40.4] usb 1-4: USB disconnect, device number 5
                [  41.0] usb 1-4: new high-speed USB device number 6 using xhci_hcd
                """;
        SectionResult r = DmesgParser.parse(PasteText.of(log));

        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.devnum).containsExactly(tuple("2-2", 2), tuple("1-4", 6));
    }

    @Test
    void aWrappedLineIsJoinedWithItsContinuation() {
        String log = """
                [ 5.0] usb 1-1: new high-speed USB device number 3 using xhci_hcd
                [ 5.1] usb 1-1: New USB device found, idVendor=0bda, idProduct=0316, bcd
                Device= 2.04
                [ 5.2] usb 1-1: Product: USB3.0-CRW
                """;
        SectionResult r = DmesgParser.parse(PasteText.of(log));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.vidPid).isEqualTo(new VidPid("0bda", "0316"));
            assertThat(d.bcdDevice).isEqualTo("0204");
            assertThat(d.product).isEqualTo("USB3.0-CRW");
        });
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void aJournalLineWrappedBeforeItsDriverIsMendedAndItsTailLineLeftEmpty() {
        String log = """
                2020-11-04T06:18:51+0100 charon kernel: usb 2-1: new SuperSpeed Gen 1 USB device number 6 using
                xhci_hcd
                2020-11-04T06:18:52+0100 charon kernel: usb 2-1: New USB device found, idVendor=059f, idProduct=105f, bcdDevice= 0.01
                """;
        PasteText mended = PasteText.of(log).mended(KernelLogLines.SHAPE);
        SectionResult r = DmesgParser.parse(PasteText.of(log));

        assertThat(mended.line(1)).endsWith("USB device number 6 using xhci_hcd");
        assertThat(mended.line(2)).isEmpty();
        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.devnum, d -> d.speed, d -> d.vidPid)
                .containsExactly(tuple("2-1", 6, UsbSpeed.parse("5000"), new VidPid("059f", "105f")));
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void aKnownMessageCutShortByTheWrapIsMendedWithItsTail() {
        // Lines of https://lore.kernel.org/linux-usb/b2eb7947-7b13-ab50-1f89-79268a2da063@call-home.ch/ (corpus case 220) as
        // the mail client wrapped them: "USB disconnect," and "disabled" read as whole lines of no known kind before.
        String log = """
                Aug  4 19:43:11 fhem2 kernel: [2506466.787738] usb usb2-port1: disabled\s
                by hub (EMI?), re-enabling...
                Aug  4 19:43:11 fhem2 kernel: [2506466.792968] usb 2-1: USB disconnect,\s
                device number 67
                Aug  4 19:43:11 fhem2 kernel: [2506467.139384] usb 2-1: new full-speed\s
                USB device number 68 using exynos-ohci
                Aug  4 19:43:12 fhem2 kernel: [2506467.377550] usb 2-1: New USB device\s
                found, idVendor=0403, idProduct=6015
                Aug  4 19:43:12 fhem2 kernel: [2506467.383884] ftdi_sio 2-1:1.0: FTDI USB Serial Device converter detected
                """;
        PasteText mended = PasteText.of(log).mended(KernelLogLines.SHAPE);

        assertThat(mended.line(1)).endsWith("disabled by hub (EMI?), re-enabling...");
        assertThat(mended.line(3)).endsWith("USB disconnect, device number 67");
        assertThat(mended.line(7)).endsWith("found, idVendor=0403, idProduct=6015");
        assertThat(mended.line(4)).isEmpty();
        // a whole line of another driver stays as it is, and an unknown message is not taken for a cut one
        assertThat(mended.line(9)).endsWith("converter detected");
        assertThat(KernelMessage.cutShort("USB disconnect,")).isTrue();
        assertThat(KernelMessage.cutShort("USB disconnect, device number 67")).isFalse();
        assertThat(KernelMessage.cutShort("FTDI USB Serial Device converter detected")).isFalse();
    }

    @Test
    void inALogWithoutTimestampsAnotherDriversLineIsNoTailOfAWholeLine() {
        String log = """
                usb 1-1: new high-speed USB device number 3 using
                xhci_hcd
                usb 1-1: Product: USB3.0-CRW
                xhci_hcd 0000:00:14.0: xHCI Host Controller
                usb 1-1: Manufacturer: Generic
                """;
        SectionResult r = DmesgParser.parse(PasteText.of(log));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.speed).isEqualTo(UsbSpeed.parse("480"));
            assertThat(d.product).isEqualTo("USB3.0-CRW");
            assertThat(d.manufacturer).isEqualTo("Generic");
        });
    }

    @Test
    void aMalformedEnumerationLineIsSkippedWithItsLineNumber() {
        String log = """
                usb 1-1: new high-speed USB device number 3 using xhci_hcd
                usb 1-2: new hyper-speed USB device number 4 using xhci_hcd
                usb 1-1: New USB device found, idVendor=zz, idProduct=0316

                """;
        SectionResult r = DmesgParser.parse(PasteText.of(log));

        assertThat(r.notes()).extracting(n -> n.line(), n -> n.kind()).containsExactly(tuple(2, "skipped"), tuple(3, "skipped"));
        assertThat(r.notes().get(0).message()).contains("dmesg").contains("speed");
        assertThat(r.devices()).extracting(d -> d.path.toString()).containsExactly("1-1");
    }

    @Test
    void proseMentioningUsbIsNotALogLine() {
        SectionResult r = DmesgParser.parse(PasteText.of("I moved it to usb 3: no change.\nscsi 2:0:0:0: is what I think it was\n"));

        assertThat(r.found()).isFalse();
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void aUsbStorageHostLineAloneTiesItselfToTheDeviceItNames() {
        SectionResult r = DmesgParser.parse(PasteText.of("I moved it to usb 3: no change.\nscsi host6: usb-storage 4-2:1.0\n"));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::line, KernelLogEntry::devicePath, KernelLogEntry::kind)
                .containsExactly(tuple(2, "4-2", "scsi-host"));
    }

    @Test
    void usbStorageScsiLinesAreTiedToTheDeviceTheirHostNamesWithItsIds() {
        SectionResult r = DmesgParser.parse(ImportFixtures.paste("dmesg/jms579-uas-blacklisted-quirks.dmesg.txt"));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::line, KernelLogEntry::kind).contains(
                tuple(7, "uas-blacklisted"), tuple(8, "uas-blacklisted"), tuple(9, "usb-storage"), tuple(10, "quirks"),
                tuple(11, "scsi-host"), tuple(12, "scsi"), tuple(20, "scsi"));
        assertThat(r.kernelLog()).filteredOn(e -> e.line() >= 7).allSatisfy(e -> {
            assertThat(e.devicePath()).isEqualTo("2-1");
            assertThat(e.bus()).isEqualTo(2);
            assertThat(e.devnum()).isEqualTo(3);
            assertThat(e.vendorId() + ":" + e.productId()).isEqualTo("152d:0578");
        });
        assertThat(r.kernelLog()).extracting(KernelLogEntry::line).doesNotContain(19);
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void uasAbortsBeforeTheResetThatShowsTheirHostsDeviceAreTiedToIt() {
        SectionResult r = DmesgParser.parse(ImportFixtures.paste("dmesg/corsair-ex400u-uas-reset.dmesg.txt"));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::line, KernelLogEntry::devicePath, KernelLogEntry::kind).containsExactly(
                tuple(1, "2-2", "scsi"), tuple(2, "2-2", "scsi"), tuple(3, "2-2", "uas-abort"), tuple(4, "2-2", "scsi"),
                tuple(5, "2-2", "uas-abort"), tuple(6, "2-2", "scsi"), tuple(7, "2-2", "uas-reset"), tuple(8, "2-2", "reset"),
                tuple(9, "2-2", "uas-reset"));
        assertThat(r.kernelLog()).allSatisfy(e -> assertThat(e.devnum()).isEqualTo(2));
        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.speed).containsExactly(tuple("2-2", UsbSpeed.parse("10000")));
    }

    @Test
    void aBareUasHostLineBelongsToTheDeviceTheLogSpokeOfLast() {
        SectionResult r = DmesgParser.parse(ImportFixtures.paste("dmesg/jms567-uas-host.dmesg.txt"));

        assertThat(r.kernelLog()).filteredOn(e -> e.line() >= 7).extracting(KernelLogEntry::devicePath, KernelLogEntry::kind,
                e -> e.vendorId() + ":" + e.productId()).containsExactly(tuple("4-1.1", "scsi-host", "152d:3562"), tuple("4-1.1", "scsi", "152d:3562"));
    }

    @Test
    void theSpinUpDotsOfAUsbStorageDiskAreNeitherDevicesNorNotes() {
        SectionResult r = DmesgParser.parse(ImportFixtures.paste("dmesg/seagate-expansion-usb-storage.dmesg.txt"));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::line).containsExactly(1, 2, 3, 4, 5, 9, 10, 11, 12, 13);
        assertThat(r.kernelLog()).allSatisfy(e -> assertThat(e.devicePath()).isEqualTo("2-1"));
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void scsiLinesOfAHostNoUsbDriverBoundAreNotUsbLines() {
        String log = """
                [    1.873210] scsi host0: ahci
                [    2.190532] scsi 0:0:0:0: Direct-Access     ATA      Samsung SSD 860  4B6Q PQ: 0 ANSI: 5
                [    2.191010] sd 0:0:0:0: [sda] Attached SCSI disk
                """;
        assertThat(DmesgParser.parse(PasteText.of(log)).kernelLog()).isEmpty();
    }

    @Test
    void theIgnoredUasWordingIsTheBlacklistedKind() {
        SectionResult r = DmesgParser.parse(PasteText.of("usb 2-1: UAS is ignored for this device, using usb-storage instead\n"));

        assertThat(r.kernelLog()).extracting(KernelLogEntry::kind).containsExactly("uas-blacklisted");
    }

    @org.junit.jupiter.api.Test
    void namesTheKernelsRefusalOfUasOnAHostControllerThatCannotDriveIt() {
        // raspberrypi/linux#875: a StoreJet SSD on a Raspberry Pi's dwc_otg (uas-detect.h's two-line warning).
        SectionResult r = DmesgParser.parse(PasteText.of(String.join("\n",
                "[   31.347619] usb 1-1.2.7: new high-speed USB device number 6 using dwc_otg",
                "[   31.489885] usb 1-1.2.7: New USB device found, idVendor=174c, idProduct=07d1",
                "[   31.491781] usb 1-1.2.7: The driver for the USB controller dwc_otg_hcd does not support scatter-gather which is",
                "[   31.491807] usb 1-1.2.7: required by the UAS driver. Please try an other USB controller if you wish to use UAS.",
                "[   31.491826] usb-storage 1-1.2.7:1.0: USB Mass Storage device detected")));

        assertThat(r.kernelLog()).extracting(e -> e.kind()).containsOnlyOnce("uas-host-unsupported");
        assertThat(r.kernelLog()).filteredOn(e -> e.kind().equals("uas-host-unsupported"))
                .extracting(e -> e.devicePath()).containsExactly("1-1.2.7");
    }

    /** usb_stor_probe1() prints through dev_info() on the interface, prefixed with the driver bound to it. */
    @Test
    void aStorageDriversLineOnAnInterfaceSaysItIsBound() {
        SectionResult r = DmesgParser.parse(PasteText.of("""
                usb 4-5: new SuperSpeed USB device number 8 using xhci_hcd
                usb 4-5: New USB device found, idVendor=152d, idProduct=0567, bcdDevice=52.03
                usb-storage 4-5:1.0: USB Mass Storage device detected
                usb-storage 4-5:1.0: Quirks match for vid 152d pid 0567: 5000000
                usb 1-2: new high-speed USB device number 3 using xhci_hcd
                usb 1-2: New USB device found, idVendor=046d, idProduct=c52b, bcdDevice=12.11
                usb-storage 3-9:1.0: USB Mass Storage device detected
                """));

        assertThat(r.devices()).hasSize(2).allSatisfy(d -> {
            if (d.path.equals(PortPath.parse("4-5")))
                assertThat(d.interfaces).singleElement().satisfies(i -> {
                    assertThat(i.number()).isZero();
                    assertThat(i.driver()).isEqualTo("usb-storage");
                });
            else assertThat(d.interfaces).as("a device the driver's lines never named").isEmpty();
        });
    }
}
