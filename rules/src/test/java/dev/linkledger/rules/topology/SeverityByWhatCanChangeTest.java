package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Severity by what can change here (README, Findings, "Severity"): a warning says what to do on this machine; a
 * limit no port, cable or hub of this host can lift is information that says what would lift it.
 */
class SeverityByWhatCanChangeTest {
    private static final String H = "h";

    /** A port as sysfs describes it, with its ACPI connect_type. */
    private static PortFact port(String portId, int bus, String peer, String connectType) {
        return new PortFact(H, portId, bus, "usb" + bus, peer, connectType, null,
                List.of(event("ev-" + portId, "PortObservedEvent")), List.of());
    }

    private static List<Finding> aboveInfo(List<Finding> findings) {
        return findings.stream().filter(f -> f.severity() != Severity.INFO).toList();
    }

    @Nested
    class AHostWithoutSuperSpeed {

        @Test
        void aUsb3ChipOnADwcOtgBoardIsInformationWithTheHostThatWouldLiftIt() {
            // A Raspberry Pi 0-3 as its dmesg shows it: one DesignWare HS OTG bus, no root hub speed.
            List<Object> pi = List.of(rootHub(H, 1, Double.NaN, null, 1, "dwc_otg"));
            DeviceFact wifi = device(H, "1-1.4").at(480).can(5000, CATALOG).ids("0e8d", "7961").build();

            List<Finding> findings = fire(pi, wifi);

            assertThat(findings).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.severity()).isEqualTo(Severity.INFO);
                assertThat(f.data()).containsEntry("wouldLift", "a host with a 5 Gb/s port");
                assertThat(f.action()).startsWith("Nothing on this host lifts it: it needs a host with a 5 Gb/s port");
            });
        }

        @Test
        void aTenGigDeviceOnAnEhciOnlyPcIsInformationNamingBothHosts() {
            List<Object> oldPc = List.of(controller(H, "0000:00:1d.7", 1), rootHub(H, 1, 480, "0000:00:1d.7", 6, "ehci_hcd"),
                    controller(H, "0000:00:1a.7", 2), rootHub(H, 2, 480, "0000:00:1a.7", 6, "ehci_hcd"));
            DeviceFact ssd = device(H, "2-3").at(480).can(10000, BOS).drivers("uas").build();

            List<Finding> findings = fire(oldPc, ssd);

            assertThat(aboveInfo(findings)).isEmpty();
            assertThat(withRule(findings, "USB2_ONLY_PORT")).singleElement().satisfies(f -> assertThat(f.data())
                    .containsEntry("wouldLift", "a host with a 5 Gb/s port (a host with a 10 Gb/s port for all it can do)"));
        }

        @Test
        void aUasSsdTheKernelRefusesOnADwcOtgBoardIsInformationKnownFromItsUasInterface() {
            // dmesg alone: no bcdUSB, no BOS; the kernel names the UAS driver only for a device with a UAS interface.
            List<Object> pi = List.of(rootHub(H, 1, Double.NaN, null, 1, "dwc_otg"));
            DeviceFact ssd = device(H, "1-1.2.7").at(480).ids("174c", "07d1").drivers("usb-storage").build();
            Object sg = log(H, "1-1.2.7", KernelLogKind.UAS_HOST_UNSUPPORTED, "usb 1-1.2.7: The driver for the USB controller "
                    + "dwc_otg_hcd does not support scatter-gather which is");

            List<Finding> findings = fire(pi, ssd, sg);

            assertThat(findings).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.subject().path()).isEqualTo("1-1.2.7");
                assertThat(f.severity()).isEqualTo(Severity.INFO);
                assertThat(f.evidence()).anyMatch(e -> e.fact().contains("has a UAS interface the kernel names"));
            });
            // Without the kernel's line nothing says the stick is more than USB 2.0.
            assertThat(fire(pi, ssd)).isEmpty();
        }

        @Test
        void theSameDeviceIsAWarningWhereTheHostHasASuperSpeedPort() {
            List<Object> host = new ArrayList<>(List.of(controller(H, "ehci", 3), rootHub(H, 3, 480, "ehci", 2, "ehci-pci")));
            host.addAll(xhci(H, "0000:00:14.0", 1, 2, 5000, 4, 4));
            DeviceFact ssd = device(H, "3-1").at(480).can(10000, BOS).drivers("uas").build();

            assertThat(fire(host, ssd)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
                assertThat(f.data()).doesNotContainKey("wouldLift");
                assertThat(f.action()).startsWith("Move it to");
            });
        }
    }

    @Nested
    class NoFasterPortOnTheHost {

        @Test
        void aTenGigDeviceWhereAFasterRootHubExistsIsAWarningEvenWithItsPortsTaken() {
            // bus 2 runs at 5000M; bus 4 (another controller) at 10000M, its only port taken by a keyboard hub.
            List<Object> host = new ArrayList<>(xhci(H, "a", 1, 2, 5000, 4, 4));
            host.addAll(xhci(H, "b", 3, 4, 10000, 1, 1));
            DeviceFact ssd = device(H, "2-1").at(5000).can(10000, BOS).drivers("uas").build();
            DeviceFact other = device(H, "4-1").at(5000).can(5000, BOS).drivers("uas").build();

            assertThat(withRule(fire(host, ssd, other), "PORT_BELOW_DEVICE")).singleElement().satisfies(f -> {
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
                assertThat(f.data()).doesNotContainKey("wouldLift");
            });
        }
    }

    @Nested
    class ABuiltInDevice {
        private final List<Object> laptop = xhci(H, "0000:00:14.0", 1, 2, 10000, 12, 6);
        private final DeviceFact reader = device(H, "1-4").at(480).can(5000, BOS).drivers("usb-storage").build();

        @Test
        void aFallbackOfADeviceOnAHardwiredPortIsInformation() {
            List<Finding> findings = fire(laptop, reader, port("usb1-port4", 1, "usb2-port3", "hardwired"));

            assertThat(findings).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.severity()).isEqualTo(Severity.INFO);
                assertThat(f.data().get("wouldLift").toString()).startsWith("another machine");
                assertThat(f.action()).startsWith("Nothing to change on this machine: 1-4 is built in");
            });
        }

        @Test
        void theSameFallbackOnAHotplugPortIsAWarning() {
            List<Finding> findings = fire(laptop, reader, port("usb1-port4", 1, "usb2-port3", "hotplug"));

            assertThat(findings).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.severity()).isEqualTo(Severity.WARNING);
            });
        }

        @Test
        void aBuiltInChipHeldInUsb2ModeByItsDriverStaysAWarning() {
            // rtw88 switches its chips to USB 3 unless switch_usb_mode=N: a setting on this machine.
            DeviceFact wifi = device(H, "1-4").at(480).can(480, BOS).ids("0bda", "b812").drivers("rtw_8822bu").build();

            assertThat(fire(laptop, wifi, port("usb1-port4", 1, "usb2-port3", "hardwired")))
                    .filteredOn(f -> f.rule().equals("USB2_FALLBACK")).singleElement()
                    .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.WARNING));
        }

        @Test
        void aBuiltInDeviceOnAPortWithoutSuperSpeedPeerIsInformation() {
            List<Finding> findings = fire(laptop, reader, port("usb1-port4", 1, null, "hardwired"),
                    port("usb1-port1", 1, "usb2-port1", "hotplug"));

            assertThat(findings).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.severity()).isEqualTo(Severity.INFO);
            });
        }
    }
}
