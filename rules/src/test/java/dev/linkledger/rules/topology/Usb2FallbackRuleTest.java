package dev.linkledger.rules.topology;

import dev.linkledger.rules.CompiledRules;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import org.junit.jupiter.api.Test;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.topology.Topologies.*;
import static org.assertj.core.api.Assertions.assertThat;

class Usb2FallbackRuleTest {

    private static List<Finding> fire(List<Object> host, Object... more) {
        List<Object> facts = new ArrayList<>(host);
        facts.addAll(List.of(more));
        return CompiledRules.fire(facts.toArray());
    }

    @Test
    void reportsSeed000EnclosureOnUsb2BesideTenGigRootHub() {
        List<Finding> findings = fire(seed000Host(), device("3-2", 480, 5000, UAS_DRIVER, "uas"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE); // likely (uas), one step down: pairing inferred
            assertThat(f.subject()).isEqualTo(Subject.device("3-2", 3, 5, "usb3-port2"));
            assertThat(f.title()).isEqualTo("Device (3-2) runs at USB 2.0 speed (480M) though it can do 5 Gb/s");
            assertThat(f.explanation()).contains("bus 4 at 10000M").contains("inferred")
                    .containsSubsequence("cable", "port", "negotiation");
            assertThat(f.action()).contains("SuperSpeed/5Gbps/10Gbps").contains("bus 4");
            assertThat(f.ceilingNowMBps()).isEqualTo(43);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(400);
            assertThat(f.data()).containsEntry("negotiatedMbps", 480).containsEntry("capabilityMbps", 5000)
                    .containsEntry("superSpeedBus", 4).containsEntry("superSpeedBusMbps", 10000);
            assertThat(f.evidence()).extracting(Evidence::fact).containsExactly(
                    "device 3-2 negotiated 480M",
                    "device 3-2 can do 5000M (source driver:uas)",
                    "bus 4 is a 10000M root hub on the same controller",
                    "controller xhci-bus3+4 has buses 3 and 4 (pairing inferred)");
            assertThat(f.evidence()).allSatisfy(e -> assertThat(e.events()).hasSize(1));
            assertThat(f.evidence().get(0).events().get(0).id()).isEqualTo("ev-dev-3-2");
            assertThat(f.catalogEntries()).isEmpty();
        });
    }

    @Test
    void aDeviceTheKernelLogSawLinkAtSuperSpeedBeforeItCameBackAt480MHasFallenBack() {
        List<Object> host = List.of(controller("0000:00:14.0", false, 1, 2),
                rootHub(1, 480, "0000:00:14.0"), rootHub(2, 5000, "0000:00:14.0"));

        assertThat(fire(host, device("1-2", 480, 5000, KERNEL_LOG, "uvcvideo"))).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.confidence()).isEqualTo(Confidence.LIKELY);
            assertThat(f.explanation()).contains("linked at SuperSpeed on the SuperSpeed bus seconds before");
        });
    }

    @Test
    void reportsCertainFallbackWhenBosSaysTenGigAndControllerIsKnown() {
        List<Object> host = List.of(controller("0000:03:00.4", false, 3, 4),
                rootHub(3, 480, "0000:03:00.4"), rootHub(4, 10000, "0000:03:00.4"));

        List<Finding> findings = fire(host, device("3-2", 480, 10000, BOS, "uas", false, "152d", "0583"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.confidence()).isEqualTo(Confidence.CERTAIN);
            assertThat(f.title()).isEqualTo("JMicron JMS583 (3-2) runs at USB 2.0 speed (480M) though it can do 10 Gb/s");
            assertThat(f.ceilingNowMBps()).isEqualTo(43);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(1050);
        });
    }

    @Test
    void usesBotCeilingsAndNamesCatalogEntryWhenCapabilityCameFromCatalog() {
        List<Finding> findings = fire(seed000Host(), device("1-3", 480, 10000, CATALOG, "usb-storage", false, "152D", "0583"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.confidence()).isEqualTo(Confidence.LIKELY); // certain, one step down: pairing inferred
            assertThat(f.ceilingNowMBps()).isEqualTo(40);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(800);
            assertThat(f.data()).containsEntry("superSpeedBus", 2);
            assertThat(f.catalogEntries()).containsExactly("152d:0583");
        });
    }

    @Test
    void capsPossibleCeilingAtTheSlowerOfDeviceAndRootHub() {
        List<Object> host = List.of(controller("c", false, 1, 2), rootHub(1, 480, "c"), rootHub(2, 5000, "c"));

        assertThat(fire(host, device("1-1", 480, 10000, BOS, "uas")))
                .singleElement().extracting(Finding::ceilingPossibleMBps).isEqualTo(400);
    }

    @Test
    void marksWifiAdapterThatStartsInUsb2ModeWithNoDriverYetAsOnlyPossible() {
        List<Finding> findings = fire(List.of(controller("c", false, 1, 2), rootHub(1, 480, "c"), rootHub(2, 10000, "c")),
                device("1-4", 480, 5000, CATALOG, null, false, "0bda", "b812"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
            assertThat(f.explanation()).contains("by design");
        });
    }

    @Test
    void blamesTheDriversUsb3SwitchForARtw88AdapterStillAt480MWithItsDriverBound() {
        List<Finding> findings = fire(List.of(controller("c", false, 1, 2), rootHub(1, 480, "c"), rootHub(2, 20000, "c")),
                device("1-4", 480, 5000, CATALOG, "rtw88_8822bu", false, "0bda", "b812"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.confidence()).isEqualTo(Confidence.CERTAIN);
            assertThat(f.explanation()).doesNotContain("by design").contains("switch_usb_mode");
            assertThat(f.action()).contains("/sys/module/rtw88_usb/parameters/switch_usb_mode");
        });
    }

    @Test
    void staysSilentOnHealthyTenGigLink() {
        assertThat(fire(seed000Host(), device("4-1", 10000, 10000, BOS, "uas"))).isEmpty();
    }

    @Test
    void staysSilentWhenControllerHasNoSuperSpeedRootHub() {
        List<Object> ehciOnly = List.of(controller("ehci", false, 1), rootHub(1, 480, "ehci"));

        assertThat(fire(ehciOnly, device("1-2", 480, 5000, BOS, "uas"))).isEmpty();
    }

    @Test
    void leavesADeviceOnAnotherControllerToUsb2OnlyPort() {
        List<Object> host = List.of(controller("ehci", false, 1), rootHub(1, 480, "ehci"),
                controller("xhci", false, 2, 3), rootHub(2, 480, "xhci"), rootHub(3, 10000, "xhci"));

        assertThat(fire(host, device("1-2", 480, 5000, BOS, "uas"))).extracting(Finding::rule)
                .containsExactly("USB2_ONLY_PORT");
    }

    @Test
    void staysSilentForUsb2HalfOfAHub() {
        assertThat(fire(seed000Host(), device("3-1", 480, 5000, BOS, null, true, "05e3", "0610"))).isEmpty();
    }

    @Test
    void staysSilentWhenCapabilityIsUnknown() {
        assertThat(fire(seed000Host(), device("3-2", 480, null, UNKNOWN, "uas"))).isEmpty();
    }

    @Test
    void staysSilentForUsb2Device() {
        assertThat(fire(seed000Host(), device("3-3", 480, 480, BCD_USB, "usbhid"))).isEmpty();
    }

    @Test
    void doesNotBorrowAnotherHostsSuperSpeedRootHubButAsksForItsOwnTree() {
        DeviceFact onOtherHost = new DeviceFact("laptop", "3-2", 3, 5, "usb3", "2", 480, 1, null, null, null, "00",
                false, null, List.of("uas"), 5000, BOS, List.of(), List.of());

        assertThat(fire(seed000Host(), onOtherHost)).singleElement().satisfies(f -> {
            assertThat(f.data()).doesNotContainKey("superSpeedBus");
            assertThat(f.confidence()).isEqualTo(Confidence.LIKELY);
            assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`");
        });
    }

    @Test
    void withdrawsFindingWhenDeviceReconnectsAtSuperSpeed() {
        KieSession session = CompiledRules.bundled().newKieSession();
        try {
            seed000Host().forEach(session::insert);
            FactHandle handle = session.insert(device("3-2", 480, 5000, BOS, "uas"));
            session.fireAllRules();
            assertThat(CompiledRules.findings(session)).hasSize(1);

            session.delete(handle);
            session.insert(device("4-1", 5000, 5000, BOS, "uas"));
            session.fireAllRules();
            assertThat(CompiledRules.findings(session)).isEmpty();
        } finally {
            session.dispose();
        }
    }

    /**
     * bcdUSB 2.10 is what USB 2.0 peripherals with Link Power Management declare (a real case: an
     * MT7668 Bluetooth module, Spd=480, Ver= 2.10, on btusb): a guess worth a line, not a warning.
     */
    @Test
    void aBluetoothModuleKnownOnlyByBcdUsb210IsInformationUntilItsBosSaysMore() {
        List<Finding> findings = fire(seed000Host(), device("3-2", 480, 5000, BCD_USB_210, "btusb"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.toConfirm()).contains("BOS");
        });
    }

    /** Background story 001: a USB 3 stick in its USB 2.0 mode declares 2.10 too, and storage is where it matters. */
    @Test
    void storageKnownOnlyByBcdUsb210StaysAWarning() {
        List<Finding> findings = fire(seed000Host(), device("3-2", 480, 5000, BCD_USB_210, "usb-storage"));

        assertThat(findings).singleElement().satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.WARNING));
    }
}
