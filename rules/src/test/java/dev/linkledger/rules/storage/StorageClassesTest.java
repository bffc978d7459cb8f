package dev.linkledger.rules.storage;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Storage classes of fault: who chose Bulk-Only, what makes UAS unstable, which hub's uplink is shared. */
class StorageClassesTest {
    private static final String H = "nas";
    private static final List<Object> HOST = xhci(H, "0000:00:14.0", 1, 2, 10000, 12, 6);

    @Nested
    class BotWhereUasIsPossible {
        @Test
        void warnsWhenTheKernelIgnoresUasForAnIdOnNoKernelList() {
            DeviceFact disk = device(H, "2-1").at(5000).can(5000, BOS).drivers("usb-storage").ids("1234", "5678").build();
            List<Finding> findings = fire(HOST, disk,
                    log(H, "2-1", KernelLogKind.UAS_BLACKLISTED, "usb 2-1: UAS is ignored for this device, using usb-storage instead"));

            assertThat(findings).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("BOT_INSTEAD_OF_UAS");
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
                assertThat(f.explanation()).contains("none of today's kernel UAS quirk lists");
                assertThat(f.action()).contains("/sys/module/usb_storage/parameters/quirks");
            });
        }

        @Test
        void callsBotTheKernelsChoiceForABridgeOnUnusualUasWithIgnoreUas() {
            DeviceFact norelsys = device(H, "2-2").at(5000).can(5000, BOS).drivers("usb-storage").ids("2537", "1068").build();

            assertThat(fire(HOST, norelsys)).singleElement().satisfies(f -> {
                assertThat(f.severity()).isEqualTo(Severity.INFO);
                assertThat(f.confidence()).isEqualTo(Confidence.CERTAIN);
                assertThat(f.explanation()).contains("unusual_uas.h").contains("US_FL_IGNORE_UAS");
                assertThat(f.data()).containsEntry("quirkExplains", true);
            });
        }

        @Test
        void findsItFromADmesgOnlyPasteWithoutLinkSpeed() {
            DeviceFact fromDmesg = device(H, "4-1").at(Double.NaN).ids("357d", "7788").build();
            List<Finding> findings = fire(fromDmesg,
                    log(H, "4-1", KernelLogKind.UAS_BLACKLISTED, "usb 4-1: UAS is ignored for this device, using usb-storage instead"));

            assertThat(findings).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("BOT_INSTEAD_OF_UAS");
                assertThat(f.subject().path()).isEqualTo("4-1");
                assertThat(f.severity()).isEqualTo(Severity.INFO);
                assertThat(f.explanation()).contains("JMicron JMS566");
                assertThat(f.toConfirm()).contains("lsusb -t");
            });
        }

        @Test
        void warnsForABridgeTheKernelKeepsOnUasWithOtherQuirksOnly() {
            DeviceFact jms583 = device(H, "2-3").at(10000).can(10000, BOS).drivers("usb-storage").ids("152d", "0583").build();

            assertThat(fire(HOST, jms583)).singleElement().satisfies(f -> {
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
                assertThat(f.explanation()).contains("US_FL_NO_REPORT_OPCODES only, keeping UAS");
            });
        }

        @Test
        void staysSilentForUasAndForUsb2Sticks() {
            DeviceFact onUas = device(H, "2-1").at(5000).can(5000, BOS).drivers("uas").ids("2537", "1068").build();
            DeviceFact stick = device(H, "1-1").at(480).can(480, BCD_USB).drivers("usb-storage").build();

            assertThat(fire(HOST, onUas, stick)).isEmpty();
        }
    }

    @Nested
    class UasInstabilityFromScsiErrors {
        private final DeviceFact onUas = device(H, "2-1").at(10000).can(10000, BOS).drivers("uas").ids("174c", "2362").build();

        @Test
        void oneUasAbortIsEnough() {
            assertThat(fire(HOST, onUas, log(H, "2-1", KernelLogKind.UAS_ABORT,
                    "sd 0:0:0:0: [sda] tag#3 uas_eh_abort_handler 0 uas-tag 4 inflight: CMD OUT")))
                    .extracting(Finding::rule).containsExactly("UAS_UNSTABLE");
        }

        @Test
        void anOfflinedDiskIsEnough() {
            assertThat(fire(HOST, onUas, log(H, "2-1", KernelLogKind.DEVICE_OFFLINED,
                    "sd 0:0:0:0: Device offlined - not ready after error recovery")))
                    .extracting(Finding::rule).containsExactly("UAS_UNSTABLE");
        }

        @Test
        void aUasDeviceResetIsEnoughEvenWhenThePasteNamesNoDriver() {
            DeviceFact noDriver = device(H, "2-4").at(5000).build();

            assertThat(fire(HOST, noDriver, log(H, "2-4", KernelLogKind.UAS_RESET,
                    "scsi host0: uas_eh_device_reset_handler start"))).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("UAS_UNSTABLE");
                assertThat(f.subject().path()).isEqualTo("2-4");
            });
        }

        @Test
        void oneUsbResetAloneIsOrdinary() {
            assertThat(fire(HOST, onUas, log(H, "2-1", KernelLogKind.RESET,
                    "usb 2-1: reset SuperSpeed Plus Gen 2x1 USB device number 3 using xhci_hcd"))).isEmpty();
        }

        @Test
        void scsiErrorsOnABulkOnlyDeviceAreNotUasInstability() {
            DeviceFact onBot = device(H, "1-3").at(480).can(480, BCD_USB).drivers("usb-storage").build();

            assertThat(fire(HOST, onBot, log(H, "1-3", KernelLogKind.DEVICE_OFFLINED,
                    "sd 1:0:0:0: Device offlined - not ready after error recovery"))).isEmpty();
        }
    }

    @Nested
    class StorageSharingOneHubUplink {
        @Test
        void namesTheHubTwoDisksShare() {
            DeviceFact hub = device(H, "2-1").at(5000).hub().can(5000, BOS).build();
            DeviceFact a = device(H, "2-1.1").at(5000).can(5000, BOS).drivers("uas").build();
            DeviceFact b = device(H, "2-1.2").at(5000).can(5000, BOS).drivers("uas").build();

            assertThat(fire(HOST, hub, a, b)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("SHARED_UPLINK");
                assertThat(f.subject().path()).isEqualTo("2-1");
                assertThat(f.data()).containsEntry("devices", List.of("2-1.1", "2-1.2"));
            });
        }

        @Test
        void namesTheNearestSharedHubNotTheOnesAboveIt() {
            DeviceFact outer = device(H, "2-2").at(5000).hub().can(5000, BOS).build();
            DeviceFact inner = device(H, "2-2.4").at(5000).hub().can(5000, BOS).build();
            DeviceFact a = device(H, "2-2.4.1").at(5000).can(5000, BOS).drivers("uas").build();
            DeviceFact b = device(H, "2-2.4.2").at(5000).can(5000, BOS).drivers("usb-storage").build();

            assertThat(fire(HOST, outer, inner, a, b)).filteredOn(f -> f.rule().equals("SHARED_UPLINK"))
                    .extracting(f -> f.subject().path()).containsExactly("2-2.4");
        }

        @Test
        void namesAUsb2HubCarryingTwoCardReaders() {
            DeviceFact hub = device(H, "1-4").at(480).hub().can(480, BCD_USB).build();
            DeviceFact a = device(H, "1-4.1").at(480).can(480, BCD_USB).drivers("usb-storage").build();
            DeviceFact b = device(H, "1-4.3").at(480).can(480, BCD_USB).drivers("usb-storage").build();

            assertThat(fire(HOST, hub, a, b)).extracting(Finding::rule).containsExactly("SHARED_UPLINK");
        }

        @Test
        void namesTheTopHubOfAMultiBayEnclosureSeenOnlyByInterfaceClasses() {
            // lsusb -t of a five-bay box: two cascaded hubs on one 10000M port, some bays on uas, some on usb-storage.
            DeviceFact top = device(H, "2-1").at(10000).interfaces("09").drivers("hub").build();
            DeviceFact bay1 = device(H, "2-1.2").at(10000).interfaces("08").drivers("uas").build();
            DeviceFact inner = device(H, "2-1.3").at(10000).interfaces("09").drivers("hub").build();
            DeviceFact bay2 = device(H, "2-1.3.1").at(10000).interfaces("08").drivers("usb-storage").build();
            DeviceFact bay3 = device(H, "2-1.3.2").at(10000).interfaces("08").drivers("uas").build();

            assertThat(fire(HOST, top, bay1, inner, bay2, bay3)).filteredOn(f -> f.rule().equals("SHARED_UPLINK"))
                    .extracting(f -> f.subject().path()).contains("2-1");
        }

        @Test
        void countsAMassStorageInterfaceNoDriverHasBoundYet() {
            DeviceFact hub = device(H, "2-2").at(10000).interfaces("09").drivers("hub").build();
            DeviceFact a = device(H, "2-2.1").at(10000).interfaces("08").build();
            DeviceFact b = device(H, "2-2.2").at(10000).interfaces("08").drivers("uas").build();

            assertThat(fire(HOST, hub, a, b)).filteredOn(f -> f.rule().equals("SHARED_UPLINK"))
                    .singleElement().satisfies(f -> assertThat(f.data()).containsEntry("devices", List.of("2-2.1", "2-2.2")));
        }

        @Test
        void staysSilentForOneDiskBehindAHubKnownByItsInterface() {
            DeviceFact hub = device(H, "2-5").at(10000).interfaces("09").drivers("hub").build();
            DeviceFact disk = device(H, "2-5.1").at(10000).interfaces("08").drivers("uas").build();
            DeviceFact nic = device(H, "2-5.2").at(5000).interfaces("ff").drivers("r8152").ids("0bda", "8153").build();

            assertThat(fire(HOST, hub, disk, nic)).filteredOn(f -> f.rule().equals("SHARED_UPLINK")).isEmpty();
        }

        @Test
        void staysSilentForOneDiskAndForAnUplinkThatCarriesBoth() {
            DeviceFact hub = device(H, "2-3").at(10000).hub().can(10000, BOS).build();
            DeviceFact a = device(H, "2-3.1").at(5000).can(5000, BOS).drivers("uas").build();
            DeviceFact b = device(H, "2-3.2").at(5000).can(5000, BOS).drivers("uas").build();
            DeviceFact hub2 = device(H, "2-4").at(5000).hub().can(5000, BOS).build();
            DeviceFact c = device(H, "2-4.1").at(5000).can(5000, BOS).drivers("uas").build();

            assertThat(fire(HOST, hub, a, b, hub2, c)).isEmpty();
        }
    }
}
