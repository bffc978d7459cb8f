package dev.linkledger.rules.storage;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static dev.linkledger.rules.lab.Seeds.*;
import static org.assertj.core.api.Assertions.assertThat;

class StorageRulesTest {
    private static final String BLACKLISTED = "usb 2-1: UAS is blacklisted for this device, using usb-storage instead";

    private static DeviceFact jms578(String driver) {
        return device(LAPTOP, "2-1").at(5000).can(5000, CATALOG).drivers(driver).ids("152d", "0578").build();
    }

    @Test
    void botInsteadOfUasWarnsWhenTheBridgeDoesUasAndNoQuirkExplainsIt() {
        assertThat(fire(laptop(), jms578("usb-storage"))).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("BOT_INSTEAD_OF_UAS");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.ceilingNowMBps()).isEqualTo(280);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(400);
            assertThat(f.action()).contains("usb-storage.quirks=152d:0578:u");
            assertThat(f.catalogEntries()).containsExactly("152d:0578");
        });
    }

    @Test
    void botInsteadOfUasIsInfoWhenTheKernelBlacklistedUas() {
        List<Finding> findings = fire(laptop(), jms578("usb-storage"), log(LAPTOP, "2-1", KernelLogKind.UAS_BLACKLISTED, BLACKLISTED));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.explanation()).contains("UAS is blacklisted for this device").contains("on purpose")
                    .contains("older kernel");
            assertThat(f.evidence()).extracting(Evidence::fact).contains("kernel: " + BLACKLISTED);
            assertThat(f.data()).containsEntry("quirkExplains", true);
        });
    }

    @Test
    void botInsteadOfUasIsInfoWhenTheBridgesUasSupportIsUnknown() {
        DeviceFact asmedia = device(LAPTOP, "2-1").at(5000).can(5000, CATALOG).drivers("usb-storage").ids("174c", "55aa").build();

        assertThat(fire(laptop(), asmedia)).singleElement().extracting(Finding::severity).isEqualTo(Severity.INFO);
    }

    @Test
    void botInsteadOfUasStaysSilentForAUasBoundEnclosure() {
        assertThat(fire(laptop(), jms578("uas"))).isEmpty();
    }

    @Test
    void uasUnstableSuggestsTheUQuirkAfterAnAbort() {
        List<Finding> findings = fire(laptop(), laptopEnclosure(),
                log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "sd 0:0:0:0: [sda] tag#3 uas_eh_abort_handler 0 uas-tag 4 inflight: CMD"),
                log(LAPTOP, "2-1", KernelLogKind.RESET, "usb 2-1: reset SuperSpeed Plus Gen 2x1 USB device number 3 using xhci_hcd"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("UAS_UNSTABLE");
            assertThat(f.action()).contains("usb-storage.quirks=152d:0583:u");
            assertThat(f.data()).containsEntry("aborts", 1L).containsEntry("resets", 1L);
        });
    }

    @Test
    void uasAbortsOfADiskReportingMediaErrorsAreItsOwnRetriesAndInformation() {
        // A disk retrying a bad sector holds the command past the SCSI timeout; the abort follows whatever the transport.
        List<Finding> findings = fire(laptop(), laptopEnclosure(),
                log(LAPTOP, "2-1", KernelLogKind.MEDIUM_ERROR, "sd 0:0:0:0: [sda] tag#9 Sense Key : Medium Error [current]"),
                log(LAPTOP, "2-1", KernelLogKind.MEDIUM_ERROR, "sd 0:0:0:0: [sda] tag#9 Add. Sense: Unrecovered read error"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "sd 0:0:0:0: [sda] tag#3 uas_eh_abort_handler 0 uas-tag 4 inflight: CMD"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("UAS_UNSTABLE");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
            assertThat(f.explanation()).contains("2 media error(s)");
            assertThat(f.toConfirm()).contains("smartctl");
        });
        // without the disk's word, aborts that needed two resets are the bridge's warning
        assertThat(fire(laptop(), laptopEnclosure(),
                log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "sd 0:0:0:0: [sda] tag#3 uas_eh_abort_handler 0 uas-tag 4 inflight: CMD"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "scsi host0: uas_eh_device_reset_handler start"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "scsi host0: uas_eh_device_reset_handler start")))
                .singleElement().extracting(Finding::severity).isEqualTo(Severity.WARNING);
    }

    @Test
    void oneTimeoutRecoveredByOneResetIsInformationAndASecondOrAFailedOneAWarning() {
        List<Object> once = List.of(
                log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "sd 10:0:0:0: [sdl] tag#8 uas_eh_abort_handler 0 uas-tag 7 inflight: CMD IN"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "scsi host10: uas_eh_device_reset_handler start"),
                log(LAPTOP, "2-1", KernelLogKind.RESET, "usb 2-1: reset SuperSpeed USB device number 3 using xhci_hcd"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "scsi host10: uas_eh_device_reset_handler success"));
        List<Object> facts = new java.util.ArrayList<>(List.of(laptop(), laptopEnclosure()));
        facts.addAll(once);
        assertThat(fire(facts.toArray())).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("UAS_UNSTABLE");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.toConfirm()).contains("one recovered timeout");
        });
        facts.add(log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "scsi host10: uas_eh_device_reset_handler FAILED err -19"));
        assertThat(fire(facts.toArray())).singleElement().extracting(Finding::severity).isEqualTo(Severity.WARNING);
    }

    @Test
    void aSecondResetAskedByTheErrorHandlersOwnCheckIsTheSameEpisodeAndOneThirtySecondsLaterANewOne() {
        // The lines of https://github.com/smartmontools/smartmontools/issues/256 (corpus case 638): after the first
        // reset succeeded, the error handler's TEST UNIT READY timed out 10 s later and asked a second reset
        List<Object> facts = new java.util.ArrayList<>(List.of(laptop(), laptopEnclosure(),
                log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "[ 6804.358549] sd 0:0:0:0: [sda] tag#7 uas_eh_abort_handler 0 uas-tag 1 inflight: CMD IN"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "[ 6804.388582] scsi host0: uas_eh_device_reset_handler start"),
                log(LAPTOP, "2-1", KernelLogKind.RESET, "[ 6804.505561] usb 2-1: reset SuperSpeed USB device number 2 using xhci_hcd"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "[ 6804.520524] scsi host0: uas_eh_device_reset_handler success"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "[ 6814.558715] sd 0:0:0:0: [sda] tag#7 uas_eh_abort_handler 0 uas-tag 1 inflight: CMD"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "[ 6814.558748] scsi host0: uas_eh_device_reset_handler start"),
                log(LAPTOP, "2-1", KernelLogKind.RESET, "[ 6814.675336] usb 2-1: reset SuperSpeed USB device number 2 using xhci_hcd"),
                log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "[ 6814.690364] scsi host0: uas_eh_device_reset_handler success")));
        assertThat(fire(facts.toArray())).singleElement().extracting(Finding::severity).isEqualTo(Severity.INFO);
        // a command timing out after its own 30 s is a new episode: the pattern the quirk is for
        facts.add(log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "[ 6850.000000] sd 0:0:0:0: [sda] tag#9 uas_eh_abort_handler 0 uas-tag 3 inflight: CMD IN"));
        facts.add(log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "[ 6850.030000] scsi host0: uas_eh_device_reset_handler start"));
        facts.add(log(LAPTOP, "2-1", KernelLogKind.UAS_RESET, "[ 6850.160000] scsi host0: uas_eh_device_reset_handler success"));
        assertThat(fire(facts.toArray())).singleElement().extracting(Finding::severity).isEqualTo(Severity.WARNING);
    }

    private static final String UNTIED_ABORT = "[sda] tag#7 uas_eh_abort_handler 0 uas-tag 13 inflight: CMD";

    @Test
    void uasErrorsNamingNoUsbDeviceArePossiblyTheOnlyUasDevicesHere() {
        DeviceFact mouse = device(LAPTOP, "1-2").at(12).ids("046d", "c077").drivers("usbhid").build();

        List<Finding> findings = fire(laptop(), laptopEnclosure(), mouse, log(LAPTOP, null, KernelLogKind.UAS_ABORT, UNTIED_ABORT));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("UAS_UNSTABLE");
            assertThat(f.subject().path()).isEqualTo("2-1");
            assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
            assertThat(f.toConfirm()).contains("Driver=uas");
            assertThat(f.evidence()).extracting(Evidence::fact).contains("kernel: " + UNTIED_ABORT);
        });
    }

    @Test
    void uasErrorsNamingNoUsbDeviceNameNoneOfTwoUasDevices() {
        DeviceFact second = jms583(LAPTOP, "2-2").at(10000).can(10000, CATALOG).drivers("uas").build();

        assertThat(fire(laptop(), laptopEnclosure(), second, log(LAPTOP, null, KernelLogKind.UAS_ABORT, UNTIED_ABORT))).isEmpty();
    }

    @Test
    void uasErrorsNamingNoUsbDeviceAreNotAStickOnUsbStorages() {
        DeviceFact stick = device(LAPTOP, "2-1").at(5000).ids("0781", "5581").drivers("usb-storage").build();

        assertThat(fire(laptop(), stick, log(LAPTOP, null, KernelLogKind.UAS_ABORT, UNTIED_ABORT)))
                .extracting(Finding::rule).doesNotContain("UAS_UNSTABLE");
    }

    @Test
    void untiedUasErrorsStayOutWhereTheLogTiesItsUasErrorsToADevice() {
        List<Finding> findings = fire(laptop(), laptopEnclosure(), log(LAPTOP, null, KernelLogKind.UAS_ABORT, UNTIED_ABORT),
                log(LAPTOP, "2-1", KernelLogKind.UAS_ABORT, "sd 0:0:0:0: [sda] tag#3 uas_eh_abort_handler 0 uas-tag 4 inflight: CMD"));

        assertThat(findings).singleElement().extracting(Finding::confidence).isEqualTo(Confidence.CERTAIN);
    }

    @Test
    void uasUnstableStaysSilentForOneResetOnEnumeration() {
        assertThat(fire(laptop(), laptopEnclosure(),
                log(LAPTOP, "2-1", KernelLogKind.RESET, "usb 2-1: reset SuperSpeed Plus Gen 2x1 USB device number 3 using xhci_hcd")))
                .isEmpty();
    }

    @Test
    void sharedUplinkNotesTwoEnclosuresBehindOneFiveGigHub() {
        List<Finding> findings = fire(laptop(),
                device(LAPTOP, "2-2").at(5000).hub().can(5000, BOS).ids("05e3", "0620").build(),
                device(LAPTOP, "2-2.1").at(5000).can(5000, BOS).drivers("uas").build(),
                device(LAPTOP, "2-2.2").at(5000).can(5000, BOS).drivers("uas").build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("SHARED_UPLINK");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.data()).containsEntry("combinedMBps", 800).containsEntry("uplinkMBps", 400);
        });
    }

    @Test
    void sharedUplinkStaysSilentForOneStorageDeviceBehindAHub() {
        assertThat(fire(laptop(),
                device(LAPTOP, "2-2").at(5000).hub().can(5000, BOS).build(),
                device(LAPTOP, "2-2.1").at(5000).can(5000, BOS).drivers("uas").build(),
                device(LAPTOP, "2-2.3").at(5000).can(5000, BOS).drivers("r8152").ids("0bda", "8153").build())).isEmpty();
    }

    @Test
    void bridgeBottleneckWhenAGen3x2BridgeSitsBehindATwentyGigLink() {
        DeviceFact rtl9220 = device("gen2x2", "2-1").at(20000).lanes(2).can(20000, CATALOG).drivers("uas").ids("0bda", "9220").build();

        List<Finding> findings = fire(xhci("gen2x2", "c", 1, 2, 20000, 2, 2), rtl9220,
                enclosure("x2").bridge("0bda", "9220").nvme(3, 2, null).boundTo(rtl9220).build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("BRIDGE_BOTTLENECK");
            assertThat(f.ceilingNowMBps()).isEqualTo(1600);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(2000);
            assertThat(f.explanation()).contains("the bridge is the cap");
        });
    }

    @Test
    void bridgeBottleneckStaysSilentWhenTheDriveFitsTheBridge() {
        DeviceFact enclosure = laptopEnclosure();

        assertThat(fire(laptop(), enclosure, enclosure("seed000").bridge("152d", "0583").nvme(3, 2, 1500)
                .boundTo(enclosure).build())).isEmpty();
    }

    @Test
    void mediaBottleneckStaysSilentWhenTheMediumOutrunsTheLink() {
        DeviceFact enclosure = laptopEnclosure();

        assertThat(withRule(fire(laptop(), enclosure, enclosure("ssd").bridge("152d", "0583").nvme(3, 4, 3500)
                .boundTo(enclosure).build()), "MEDIA_BOTTLENECK")).isEmpty();
    }

    @Test
    void mediaBottleneckNamesASataSsdBehindATenGigLink() {
        DeviceFact vl817 = device(LAPTOP, "2-1").at(10000).can(10000, CATALOG).drivers("uas").ids("2109", "0715").build();

        assertThat(fire(laptop(), vl817, enclosure("sata").bridge("2109", "0715").sata().boundTo(vl817).build()))
                .singleElement().satisfies(f -> {
                    assertThat(f.rule()).isEqualTo("MEDIA_BOTTLENECK");
                    assertThat(f.ceilingNowMBps()).isEqualTo(550);
                });
    }
}
