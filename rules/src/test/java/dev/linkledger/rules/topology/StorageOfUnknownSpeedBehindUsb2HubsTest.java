package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bulk-Only storage of unknown speed at 480M behind 480M hubs (MaybeUsb3Storage): background story 002's paste, a
 * card reader behind a KVM switch and a keyboard hub, as {@code lsusb -t} gives it (no bcdUSB, no BOS, no ids).
 */
class StorageOfUnknownSpeedBehindUsb2HubsTest {
    private static final String H = "story-002-paste";

    /** Bus 1 of the story's tree: xhci_hcd/16p at 480M; its controller guessed from that bus alone. */
    private static List<Object> bus1Only() {
        return List.of(new ControllerFact(H, "xhci-bus1", null, List.of(1), true, List.of(event("ev-c", "ControllerObservedEvent"))),
                rootHub(H, 1, 480, "xhci-bus1", 16, "xhci_hcd"));
    }

    /** Both buses: bus 2, xhci_hcd/8p at 5000M, nothing on it; one controller paired by inference. */
    private static List<Object> bothBuses() {
        return List.of(new ControllerFact(H, "xhci-bus1+2", null, List.of(1, 2), true, List.of(event("ev-c", "ControllerObservedEvent"))),
                rootHub(H, 1, 480, "xhci-bus1+2", 16, "xhci_hcd"), rootHub(H, 2, 5000, "xhci-bus1+2", 8, "xhci_hcd"));
    }

    /** The chain as the paste shows it: three 480M hubs, a 1.5M keyboard, and the reader on usb-storage. */
    private static List<DeviceFact> chain(DeviceFact reader) {
        return List.of(device(H, "1-7").at(480).devnum(59).interfaces("09").drivers("hub").build(),
                device(H, "1-7.2").at(480).devnum(60).interfaces("09").drivers("hub").build(),
                device(H, "1-7.2.3").at(1.5).devnum(61).interfaces("03").drivers("usbhid").build(),
                device(H, "1-7.2.4").at(480).devnum(62).interfaces("09").drivers("hub").build(),
                reader);
    }

    private static DeviceFact reader() {
        return device(H, "1-7.2.1").at(480).devnum(70).interfaces("08").drivers("usb-storage").build();
    }

    @Test
    void theStorysPasteGetsAPossibleFindingOnTheKvmHubNamingBus2AndTheCommandThatTells() {
        List<Finding> findings = fire(bus1Only(), chain(reader()));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_HUB_IN_PATH");
            assertThat(f.subject().path()).isEqualTo("1-7");
            assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.data()).containsEntry("cappedDevices", List.of("1-7.2.1")).containsEntry("capabilityUnknown", true);
            assertThat(f.explanation()).contains("if it is USB 3, the hub chain holds it at 480M");
            assertThat(f.action()).startsWith("If it is USB 3, plug the mass-storage device (1-7.2.1) straight into bus 2");
            assertThat(f.toConfirm()).startsWith("`lsusb -v -s 1:70` tells")
                    .contains("paste the whole `lsusb -t`");
        });
    }

    @Test
    void theWholeTreeNamesTheFreeSuperSpeedBusItShows() {
        List<Finding> findings = fire(bothBuses(), chain(reader()));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_HUB_IN_PATH");
            assertThat(f.subject().path()).isEqualTo("1-7");
            assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
            assertThat(f.data()).containsEntry("betterBus", 2);
            assertThat(f.action()).contains("a port on bus 2 (5000M root hub, 8 of 8 ports free)");
            assertThat(f.toConfirm()).isEqualTo("`lsusb -v -s 1:70` tells: a 'SuperSpeed USB Device Capability' in its BOS "
                    + "(bcdUSB 2.10 or 3.x) makes 1-7.2.1 USB 3, held at 480M by the hub chain; bcdUSB 2.00 without it means "
                    + "480M is all it does");
        });
    }

    @Test
    void aReaderWhoseDescriptorsSayUsb2GetsNothing() {
        // lsusb -v's bcdUSB 2.00 at 480M without a BOS: a High-Speed device (CapabilityResolver), nothing to gain.
        DeviceFact usb2Reader = device(H, "1-7.2.1").at(480).devnum(70).interfaces("08").drivers("usb-storage")
                .bcd(" 2.00").can(480, BCD_USB).build();

        assertThat(fire(bothBuses(), chain(usb2Reader))).isEmpty();
        assertThat(fire(bus1Only(), chain(usb2Reader))).isEmpty();
    }

    @Test
    void aBridgeTheCatalogKnowsAsUsb2GetsNothing() {
        // Initio INIC-1618L (13fd:0840): a USB 2.0 bridge in the catalog, with or without the import's capability.
        DeviceFact byCatalog = device(H, "1-7.2.1").at(480).devnum(70).drivers("usb-storage").ids("13fd", "0840")
                .can(480, CATALOG).build();
        DeviceFact byIdOnly = device(H, "1-7.2.1").at(480).devnum(70).drivers("usb-storage").ids("13fd", "0840").build();

        assertThat(fire(bothBuses(), chain(byCatalog))).isEmpty();
        assertThat(fire(bothBuses(), chain(byIdOnly))).isEmpty();
    }

    @Test
    void aKeyboardAndMouseBehindTheHubsGetNothing() {
        DeviceFact mouse = device(H, "1-7.2.1").at(12).devnum(70).interfaces("03").drivers("usbhid").build();

        assertThat(fire(bothBuses(), chain(mouse))).isEmpty();
        assertThat(fire(bus1Only(), chain(mouse))).isEmpty();
    }

    @Test
    void aUsb2OnlyHostHasNoSuperSpeedPortToMoveItToAndGetsNothing() {
        List<Object> ehci = new ArrayList<>(List.of(controller(H, "ehci", 1), rootHub(H, 1, 480, "ehci", 6, "ehci-pci")));

        assertThat(fire(ehci, chain(reader()))).isEmpty();
    }

    @Test
    void aReaderKnownToBeUsb3KeepsTheWarningItHadAndTheFindingListsOnlyIt() {
        DeviceFact usb3Reader = device(H, "1-7.2.1").at(480).devnum(70).drivers("usb-storage").can(5000, BOS).build();
        DeviceFact stick = device(H, "1-7.2.4.1").at(480).devnum(71).interfaces("08").drivers("usb-storage").build();
        List<DeviceFact> devices = new ArrayList<>(chain(usb3Reader));
        devices.add(stick);

        // (The two storage devices behind hub 1-7.2 also share its uplink: SHARED_UPLINK, not this test's matter.)
        assertThat(withRule(fire(bothBuses(), devices), "USB2_HUB_IN_PATH")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("1-7");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.data()).containsEntry("cappedDevices", List.of("1-7.2.1")).doesNotContainKey("capabilityUnknown");
        });
    }
}
