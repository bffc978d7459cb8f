package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.OneChipCatalog;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * Kernel-log pastes of UAS trouble (the corpus' uas-unstable cases) whose SCSI lines must reach
 * their USB device: through the uas driver's own reset of it, an old kernel's binding line, or
 * lines the mail client wrapped. Each fixture is the case's paste (imports/README.md).
 */
class UasDeviceTiesTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
    private final Imports imports = new Imports(OneChipCatalog.resolver(), CLOCK);

    private Observation auto(String fixture) throws ImportException {
        return imports.parse(ImportFixtures.text(fixture), "h", ImportFormat.AUTO);
    }

    private static List<KernelLogEntry> uasErrors(Observation o) {
        return o.kernelLog().stream().filter(e -> e.kind().startsWith("uas-")).toList();
    }

    @Test
    void aDeviceThatStopsAcceptingAnAddressInsideAUasResetIsThatHostsDevice() throws Exception {
        Observation o = auto("dmesg/rtl9210-uas-crash-not-accepting-address.dmesg.txt");

        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::bus, ObservedDevice::devnum)
                .containsExactly(tuple("4-2.1", 4, 3));
        assertThat(uasErrors(o)).hasSize(16).allSatisfy(e -> assertThat(e.devicePath()).isEqualTo("4-2.1"));
        assertThat(o.kernelLog()).filteredOn(e -> e.kind().equals("address-not-accepted")).extracting(KernelLogEntry::devicePath)
                .containsExactly("4-2.1", "4-2.1");
    }

    @Test
    void journalctlLinesTheMailClientWrappedStillTieTheResetDeviceToItsHost() throws Exception {
        Observation o = auto("dmesg/lacie-2big-journalctl-mail-wrapped.txt");

        assertThat(o.devices()).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("2-1");
            assertThat(d.devnum()).isEqualTo(6);
            assertThat(d.speedMbps()).isEqualTo(UsbSpeed.parse("5000"));
            assertThat(d.vendorId() + ":" + d.productId()).isEqualTo("059f:105f");
        });
        assertThat(o.kernelLog()).filteredOn(e -> e.kind().equals("reset")).singleElement()
                .satisfies(e -> assertThat(e.text()).endsWith("reset SuperSpeed Gen 1 USB device number 6 using xhci_hcd"));
        assertThat(uasErrors(o)).extracting(KernelLogEntry::devicePath, KernelLogEntry::text)
                .containsExactly(tuple("2-1", "Nov 04 06:18:51 charon kernel: scsi host5: uas_eh_device_reset_handler start"),
                        tuple("2-1", "Nov 04 06:18:51 charon kernel: scsi host5: uas_eh_device_reset_handler success"));
    }

    @Test
    void aPasteStartingInsideAUasResetTiesTheUsbResetBeforeItsSuccess() throws Exception {
        Observation o = auto("dmesg/seagate-one-touch-reset-before-success-with-tree.txt");

        assertThat(uasErrors(o)).extracting(KernelLogEntry::kind, KernelLogEntry::devicePath).containsExactly(
                tuple("uas-reset", "2-2.1"), tuple("uas-abort", "2-2.1"), tuple("uas-reset", "2-2.1"));
        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum, d -> d.interfaces().get(0).driver())
                .containsExactly(tuple("2-2", 2, "hub"), tuple("2-2.1", 3, "uas"), tuple("2-2.3", 4, "mt76x2u"));
    }

    @Test
    void theOldKernelsScsiHostBindingTiesTheIndentedAbortToTheDeviceBeforeIt() throws Exception {
        Observation o = auto("dmesg/asm1053-old-scsi-host-indented.dmesg.txt");

        assertThat(o.devices()).extracting(ObservedDevice::path, d -> d.vendorId() + ":" + d.productId())
                .containsExactly(tuple("2-1", "174c:55aa"));
        assertThat(uasErrors(o)).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo("uas-abort");
            assertThat(e.devicePath()).isEqualTo("2-1");
        });
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void aNewDeviceLineWrappedBeforeItsDriverStillMakesTheDevice() throws Exception {
        Observation o = auto("dmesg/jms583-turris-mail-wrapped.dmesg.txt");

        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum, ObservedDevice::speedMbps)
                .containsExactly(tuple("3-1", 2, UsbSpeed.parse("5000")));
        assertThat(uasErrors(o)).hasSize(2).allSatisfy(e -> assertThat(e.devicePath()).isEqualTo("3-1"));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void aUsbResetBeforeAUasResetStartsIsNotThatResetsDevice() throws Exception {
        String log = """
                [  10.0] usb 1-2: reset high-speed USB device number 3 using xhci_hcd
                [  20.0] scsi host4: uas_eh_device_reset_handler start
                [  20.1] scsi host4: uas_eh_device_reset_handler success
                [  30.0] sd 4:0:0:0: [sdb] tag#2 uas_eh_abort_handler 0 uas-tag 3 inflight: CMD IN
                """;
        Observation o = imports.parse(log, "h", ImportFormat.DMESG);

        assertThat(uasErrors(o)).extracting(KernelLogEntry::devicePath).containsOnlyNulls();
        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("1-2");
    }

    /** uas.c uas_pre_reset()/uas_disconnect() log each command still in flight; a blog's excerpt may keep only "[sda] …". */
    @Test
    void commandsTheUasDriverZappedAreAbortsEvenWithoutTheirScsiAddress() throws Exception {
        String log = """
                [sda] tag#7 uas_zap_pending 0 uas-tag 13 inflight: CMD\u0020
                [sda] tag#7 CDB: Write(16) 8a 00 00 00 00 00 17 4f 50 10 00 00 04 00 00 00
                sd 4:0:0:0: [sdb] tag#2 uas_zap_pending 0 uas-tag 3 inflight: CMD IN
                usb 4-1: new SuperSpeed USB device number 3 using xhci_hcd
                """;
        Observation o = imports.parse(log, "h", ImportFormat.DMESG);

        assertThat(uasErrors(o)).extracting(KernelLogEntry::kind).containsExactly("uas-abort", "uas-abort");
        assertThat(uasErrors(o)).extracting(KernelLogEntry::devicePath).containsOnlyNulls();
    }

    /**
     * A Pi 5's notes on a Realtek RTL9210 enclosure (github.com/Aborii/media-stack, TODO.md at 061540c):
     * the paste starts inside the UAS reset, and the only USB line before its end is the device's LPM
     * being turned on again after the reset (usb_reset_and_verify_device), which names the device.
     */
    @Test
    void theLinkPowerLineOfTheResetTiesAPasteThatStartsInsideIt() throws Exception {
        Observation o = imports.parse("""
                usb 4-1: enable of device-initiated U1 failed
                scsi host0: uas_eh_device_reset_handler success
                sd 0:0:0:0: Device offlined - not ready after error recovery
                EXT4-fs (sdX1): Remounting filesystem read-only
                """, "h", ImportFormat.AUTO);

        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("4-1");
        assertThat(o.kernelLog()).filteredOn(e -> e.kind().startsWith("uas-") || e.kind().equals("device-offlined"))
                .extracting(KernelLogEntry::devicePath).containsExactly("4-1", "4-1");
    }

    /** Names the kernel cannot give (port 0, "..", bus 64) and an address past 127 tie nothing; only ImportException may escape. */
    @Test
    void aTieToAPathOrAddressTheKernelCannotNameIsNoDevice() {
        for (String log : List.of("scsi host6: usb-storage 4-2..1:1.0\nsd 6:0:0:0: x\n", "scsi host6: usb-storage 4-0:1.0\nsd 6:0:0:0: x\n",
                "scsi host3: uas_eh_device_reset_handler start\nusb 64-2.1: device not accepting address 3, error -62\n",
                "scsi host3: uas_eh_device_reset_handler start\nusb 4-2.1: device not accepting address 999, error -62\n")) {
            try {
                Observation o = imports.parse(log, "h", ImportFormat.AUTO);
                assertThat(o.devices()).as(log).allSatisfy(d -> {
                    assertThat(d.path()).isEqualTo("4-2.1");
                    assertThat(d.devnum()).isNull();
                });
            } catch (ImportException e) {
                assertThat(e.getMessage()).as(log).startsWith("nothing to import");
            }
        }
    }
}
