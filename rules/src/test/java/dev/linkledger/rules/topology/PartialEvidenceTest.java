package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Classes of fault seen from partial evidence: several shapes each, and the shapes that must stay silent. */
class PartialEvidenceTest {
    private static final String H = "forum-host";

    /** What an lsusb -t of one bus gives: that bus's root hub, and a controller guessed from it alone. */
    private static List<Object> onlyBus(int bus, String driver) {
        return List.of(new ControllerFact(H, "bus" + bus, null, List.of(bus), true, List.of(event("ev-c", "ControllerObservedEvent"))),
                rootHub(H, bus, 480, "bus" + bus, 4, driver));
    }

    private static PortFact rootPort(int bus, int port, String peer) {
        return port(H, "usb" + bus + "-port" + port, bus, peer, null);
    }

    @Nested
    class UasDeviceAt480MInAPartialTree {
        @Test
        void reportsAFallbackAtLowerConfidenceAndAsksForTheWholeTree() {
            DeviceFact enclosure = device(H, "2-1").at(480).can(5000, UAS_DRIVER).drivers("uas").ids("152d", "0562").build();

            assertThat(fire(onlyBus(2, "xhci_hcd"), enclosure)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.subject().path()).isEqualTo("2-1");
                assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                assertThat(f.explanation()).contains("bus 2 only").contains("uas driver").contains("unusual_uas.h");
                assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`").contains("`lsusb -v -d 152d:0562` shows its BOS");
            });
        }

        @Test
        void leavesADeviceOnTheUsb2HalfOfAUsb3HubSeenWithoutIdsToItsOwnFallback() {
            DeviceFact hub = device(H, "1-3").at(480).hub().build();
            DeviceFact enclosure = device(H, "1-3.2").at(480).can(5000, UAS_DRIVER).drivers("uas").build();
            DeviceFact ssHalf = device(H, "2-3").at(5000).hub().build();
            List<Object> twoBuses = List.of(new ControllerFact(H, "xhci", null, List.of(1, 2), true, List.of()),
                    rootHub(H, 1, 480, "xhci", 4), rootHub(H, 2, 5000, "xhci", 4));

            assertThat(fire(twoBuses, hub, ssHalf, enclosure)).extracting(Finding::rule, f -> f.subject().path())
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("USB2_FALLBACK", "1-3.2"));
        }

        @Test
        void reportsADeviceWhoseBusIsNotInTheEvidenceAtAll() {
            DeviceFact fromLsusbV = device(H, "3-2").at(480).can(10000, BOS).ids("0bda", "9210").build();

            assertThat(fire(fromLsusbV)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.confidence()).isEqualTo(Confidence.LIKELY);
                assertThat(f.toConfirm()).contains("no root hub");
                assertThat(f.ceilingPossibleMBps()).isGreaterThan(f.ceilingNowMBps());
            });
        }

        @Test
        void callsADeviceOnAnEhciBusUsb2OnlyNotAFallbackAndAsksForTheRest() {
            // EHCI has no SuperSpeed half: no fallback; the controller holds it, and another bus may be USB 3.
            DeviceFact enclosure = device(H, "1-1").at(480).can(5000, UAS_DRIVER).drivers("uas").build();

            assertThat(fire(onlyBus(1, "ehci-pci"), enclosure)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`");
            });
        }

        @Test
        void staysSilentOnAnXhciControllerThatSysfsShowsWithoutASuperSpeedHalf() {
            List<Object> usb2OnlyXhci = List.of(controller(H, "0000:00:14.0", 1), rootHub(H, 1, 480, "0000:00:14.0", 4));
            DeviceFact enclosure = device(H, "1-1").at(480).can(5000, BOS).drivers("uas").build();

            assertThat(fire(usb2OnlyXhci, enclosure)).isEmpty();
        }

        @Test
        void staysSilentForAUsb2StickInAPartialTree() {
            DeviceFact stick = device(H, "2-1").at(480).can(480, BCD_USB).drivers("usb-storage").build();

            assertThat(fire(onlyBus(2, "xhci_hcd"), stick)).isEmpty();
        }
    }

    @Nested
    class Usb3ChipAt480M {
        private final List<Object> gen2x2Host = xhci(H, "0000:0c:00.3", 1, 2, 20000, 4, 2);

        @Test
        void namesTheRtw88UsbModeSwitchForARebrandedAdapterKnownByItsDriver() {
            // An id the catalog does not know (2357:012d, the Archer T3U, is catalogued since rtw8822bu.c's table was
            // added, and a catalogued id is CERTAIN); in USB 2.0 mode its BOS says High-Speed only.
            DeviceFact adapter = device(H, "1-4").at(480).can(480, BOS).drivers("rtw88_8822bu").ids("2357", "01ff").build();

            assertThat(fire(gen2x2Host, adapter)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.subject().path()).isEqualTo("1-4");
                assertThat(f.confidence()).isEqualTo(Confidence.LIKELY);
                assertThat(f.explanation()).contains("rtw88").contains("switch_usb_mode");
                assertThat(f.action()).contains("/sys/module/rtw88_usb/parameters/switch_usb_mode");
                assertThat(f.evidence()).anySatisfy(e -> assertThat(e.fact()).contains("rtw88/usb.c"));
            });
        }

        @Test
        void namesTheRtw89SwitchAtLowerConfidenceForItsFamily() {
            DeviceFact adapter = device(H, "1-2").at(480).drivers("rtw89_8852bu").ids("0bda", "b832").build();

            assertThat(fire(gen2x2Host, adapter)).singleElement().satisfies(f -> {
                assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                assertThat(f.action()).contains("rtw89_usb");
            });
        }

        @Test
        void blamesThePathForAMediatekAdapterThatEnumeratesAtSuperSpeedByItself() {
            DeviceFact adapter = device(H, "1-1").at(480).can(480, BCD_USB).drivers("mt7921u").ids("3574", "6211").build();

            assertThat(fire(gen2x2Host, adapter)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.explanation()).contains("mt76").contains("USB 2.0 only");
                assertThat(f.action()).contains("straight into a SuperSpeed port");
            });
        }

        @Test
        void reportsAGigabitAdapterKnownByVidPidThoughItsDescriptorsSayUsb2() {
            DeviceFact rtl8153 = device(H, "1-3").at(480).can(480, BCD_USB).drivers("r8152").ids("0bda", "8153").build();

            assertThat(fire(gen2x2Host, rtl8153)).singleElement().satisfies(f -> {
                assertThat(f.confidence()).isEqualTo(Confidence.CERTAIN);
                assertThat(f.catalogEntries()).containsExactly("0bda:8153");
            });
        }

        @Test
        void staysSilentForUsb2OnlyChipsOfTheSameDrivers() {
            DeviceFact rtl8821cu = device(H, "1-1").at(480).can(480, BCD_USB).drivers("rtw88_8821cu").ids("0bda", "c811").build();
            DeviceFact rtl8152 = device(H, "1-2").at(480).can(480, BCD_USB).drivers("r8152").ids("0bda", "8152").build();
            DeviceFact ax88178a = device(H, "1-3").at(480).can(480, BCD_USB).drivers("ax88179_178a").ids("0b95", "178a").build();

            assertThat(fire(gen2x2Host, rtl8821cu, rtl8152, ax88178a)).isEmpty();
        }

        @Test
        void knowsTheRtw88DriverByTheNameLsusbTreePrintsInAPartialTree() {
            // lsusb -t prints the usb_driver name (rtw_8822bu), not the module's (rtw88_8822bu).
            DeviceFact adapter = device(H, "1-4").at(480).interfaces("ff").drivers("rtw_8822bu").build();

            assertThat(fire(onlyBus(1, "xhci_hcd"), adapter)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.subject().path()).isEqualTo("1-4");
                assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`");
                assertThat(f.action()).contains("switch_usb_mode");
            });
        }

        @Test
        void namesTheModuleParameterOfRealteksOutOfTreeDrivers() {
            DeviceFact adapter = device(H, "1-2").at(480).interfaces("ff").drivers("rtl8852au").build();

            assertThat(fire(gen2x2Host, adapter)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.action()).contains("rtw_switch_usb_mode");
            });
        }

        @Test
        void knowsTheAircrackNgDriverOfTheRtl88xxauChipsAsTheSameVendorDriver() {
            // aircrack-ng/rtl8812au registers DRV_NAME, printed by lsusb -t as Driver=88XXau
            DeviceFact adapter = device(H, "1-1").at(480).interfaces("ff").drivers("88XXau").build();

            assertThat(fire(gen2x2Host, adapter)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.action()).contains("rtw_switch_usb_mode");
            });
        }

        @Test
        void knowsADepthCameraThatNeedsSuperSpeedByItsIds() {
            DeviceFact camera = device(H, "1-2").at(480).ids("8086", "0b07").interfaces("0e").drivers("uvcvideo").build();

            assertThat(fire(gen2x2Host, camera)).extracting(Finding::rule, f -> f.subject().path())
                    .contains(org.assertj.core.groups.Tuple.tuple("USB2_FALLBACK", "1-2"));
        }

        @Test
        void reportsAnEthernetAdapterKnownOnlyByTheR8152DriverAtLowerConfidence() {
            DeviceFact adapter = device(H, "1-1").at(480).interfaces("ff").drivers("r8152").build();

            assertThat(fire(gen2x2Host, adapter)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                assertThat(f.explanation()).contains("RTL8152");
                assertThat(f.evidence()).anySatisfy(e -> assertThat(e.fact()).contains("r8152.c"));
            });
        }

        @Test
        void reportsAnR8152AdapterBehindAHubOfAPartialTree() {
            // Only the USB 2.0 bus pasted: the hub may be the USB 2.0 half of a working USB 3 dock.
            DeviceFact dock = device(H, "1-4").at(480).interfaces("09").drivers("hub").build();
            DeviceFact adapter = device(H, "1-4.4").at(480).interfaces("ff").drivers("r8152").build();

            assertThat(fire(onlyBus(1, "xhci_hcd"), dock, adapter)).extracting(Finding::rule, f -> f.subject().path())
                    .contains(org.assertj.core.groups.Tuple.tuple("USB2_FALLBACK", "1-4.4"));
        }

        @Test
        void staysSilentForABridgeThatIsUsb2OnlyThoughSoldAsUsb3() {
            DeviceFact dvd = device(H, "1-3").at(480).interfaces("08").drivers("usb-storage").ids("13fd", "0840").build();

            assertThat(fire(gen2x2Host, dvd)).isEmpty();
        }

        @Test
        void staysSilentWhenTheAdapterRunsAtSuperSpeed() {
            DeviceFact adapter = device(H, "2-1").at(5000).can(5000, BOS).drivers("rtw88_8822bu").ids("2357", "012d").build();

            assertThat(fire(gen2x2Host, adapter)).isEmpty();
        }
    }

    @Nested
    class HubAt480MCarryingASuperSpeedDevice {
        private final List<Object> host = xhci(H, "0000:00:14.0", 1, 2, 10000, 12, 6);

        @Test
        void blamesAHubOfUnknownCapabilityWithNoSuperSpeedTwin() {
            DeviceFact hub = device(H, "1-5").at(480).hub().ids("1a86", "8091").build();
            DeviceFact ssd = device(H, "1-5.3").at(480).can(10000, BOS).drivers("uas").ids("0bda", "9210").build();

            assertThat(fire(host, hub, ssd)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_HUB_IN_PATH");
                assertThat(f.subject().path()).isEqualTo("1-5");
                assertThat(f.confidence()).isEqualTo(Confidence.LIKELY);
                assertThat(f.toConfirm()).contains("lsusb -v -d 1a86:8091");
            });
        }

        @Test
        void blamesAUsb3HubWhoseSuperSpeedHalfDidNotComeUp() {
            DeviceFact hub = device(H, "1-2").at(480).hub().can(5000, BOS).ids("2109", "2817").build();
            DeviceFact ssd = device(H, "1-2.1").at(480).can(5000, BOS).drivers("uas").ids("152d", "0578").build();

            assertThat(fire(host, hub, ssd)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_HUB_IN_PATH");
                assertThat(f.explanation()).contains("only its USB 2.0 half came up");
                assertThat(f.action()).contains("SuperSpeed cable");
            });
        }

        @Test
        void leavesADeviceOnTheUsb2HalfOfAWorkingUsb3HubToItsOwnFallback() {
            DeviceFact usb2Half = device(H, "1-2").at(480).hub().ids("05e3", "0610").build();
            DeviceFact ssHalf = device(H, "2-2").at(5000).hub().can(5000, BOS).ids("05e3", "0620").build();
            DeviceFact stick = device(H, "1-2.4").at(480).can(5000, BOS).drivers("uas").build();

            assertThat(fire(host, usb2Half, ssHalf, stick)).extracting(Finding::rule, f -> f.subject().path())
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("USB2_FALLBACK", "1-2.4"));
        }

        @Test
        void leavesTheBoardHubOfAUsb2RootHubWithFewerPortsToTheDevicesOwnFallback() {
            // Raspberry Pi 4 (VL805): bus 1 has one port with a 4-port USB 2.0 hub, bus 2 the four SuperSpeed ports.
            List<Object> pi4 = List.of(controller(H, "0000:01:00.0", 1, 2), rootHub(H, 1, 480, "0000:01:00.0", 1),
                    rootHub(H, 2, 5000, "0000:01:00.0", 4));
            DeviceFact boardHub = device(H, "1-1").at(480).interfaces("09").drivers("hub").build();
            DeviceFact nvme = device(H, "1-1.1").at(480).can(10000, CATALOG).interfaces("08").drivers("usb-storage")
                    .ids("0bda", "9210").build();

            assertThat(fire(pi4, boardHub, nvme)).extracting(Finding::rule, f -> f.subject().path())
                    .contains(org.assertj.core.groups.Tuple.tuple("USB2_FALLBACK", "1-1.1"))
                    .doesNotContain(org.assertj.core.groups.Tuple.tuple("USB2_HUB_IN_PATH", "1-1"));
        }

        @Test
        void staysSilentForUsb2DevicesBehindAUsb2Hub() {
            DeviceFact hub = device(H, "1-5").at(480).hub().build();
            DeviceFact keyboard = device(H, "1-5.1").at(12).can(12, BCD_USB).drivers("usbhid").build();
            DeviceFact card = device(H, "1-5.2").at(480).can(480, BCD_USB).drivers("usb-storage").build();

            assertThat(fire(host, hub, keyboard, card)).isEmpty();
        }
    }

    /**
     * A 480M hub of unknown capability carrying a SuperSpeed-capable device at 480M, where the paste cannot
     * show whether the hub has a SuperSpeed twin: 05e3:0610 is a USB 2.0-only hub, or the USB 2.0 half of a
     * GL35xx USB 3 hub whose other half (05e3:0616/0620) is on the SuperSpeed bus. One finding on the hub,
     * at lower confidence, naming both and asking for the whole tree; the whole tree decides.
     */
    @Nested
    class HubWhoseTwinThePasteCannotShow {
        private DeviceFact genesysHub(String path) {
            return device(H, path).at(480).hub().ids("05e3", "0610").build();
        }

        private DeviceFact stick(String path) {
            return device(H, path).at(480).can(5000, CATALOG).interfaces("08").drivers("usb-storage").ids("1b1c", "1a03").build();
        }

        /** lsusb -t of both buses of one controller: the SuperSpeed bus is in the evidence. */
        private List<Object> wholeTree() {
            return List.of(new ControllerFact(H, "bus1+2", null, List.of(1, 2), true, List.of(event("ev-c", "ControllerObservedEvent"))),
                    rootHub(H, 1, 480, "bus1+2", 10, "xhci_hcd"), rootHub(H, 2, 10000, "bus1+2", 4, "xhci_hcd"));
        }

        @Test
        void blamesTheHubOfAOneBusPasteAtLowerConfidenceAndAsksWhetherItHasASuperSpeedTwin() {
            assertThat(fire(onlyBus(1, "xhci_hcd"), genesysHub("1-7"), stick("1-7.3"))).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_HUB_IN_PATH");
                assertThat(f.subject().path()).isEqualTo("1-7");
                assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                assertThat(f.explanation()).contains("does not show its controller's SuperSpeed bus").contains("1-7.3");
                assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`: a SuperSpeed hub of vendor 05e3")
                        .contains("1-7.3 fell back by itself").contains("lsusb -v -d 05e3:0610");
            });
        }

        @Test
        void blamesTheTopHubOnceWhenTwoSuchHubsAreChained() {
            DeviceFact ssd = device(H, "1-7.1.2").at(480).can(10000, BOS).drivers("uas").ids("0bda", "9210").build();

            assertThat(fire(onlyBus(1, "xhci_hcd"), genesysHub("1-7"), genesysHub("1-7.1"), ssd))
                    .extracting(Finding::rule, f -> f.subject().path())
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("USB2_HUB_IN_PATH", "1-7"));
        }

        @Test
        void blamesTheHubWhenThePasteShowsNoRootHubAtAll() {
            // A dmesg or an lsusb -v of a few devices: no root hub, no controller.
            assertThat(fire(genesysHub("3-1"), stick("3-1.4"))).extracting(Finding::rule, f -> f.subject().path(), Finding::confidence)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("USB2_HUB_IN_PATH", "3-1", Confidence.POSSIBLE));
        }

        @Test
        void leavesTheDeviceToItsOwnFallbackWhenTheWholeTreeShowsTheHubsSuperSpeedTwin() {
            DeviceFact twin = device(H, "2-7").at(5000).hub().ids("05e3", "0620").build();

            assertThat(fire(wholeTree(), genesysHub("1-7"), twin, stick("1-7.3"))).extracting(Finding::rule, f -> f.subject().path())
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("USB2_FALLBACK", "1-7.3"));
        }

        @Test
        void blamesTheHubWithoutTheTwinQuestionWhenTheWholeTreeShowsNoTwin() {
            assertThat(fire(wholeTree(), genesysHub("1-7"), stick("1-7.3"))).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_HUB_IN_PATH");
                assertThat(f.confidence()).isEqualTo(Confidence.LIKELY);
                assertThat(f.toConfirm()).doesNotContain("SuperSpeed half");
            });
        }

        @Test
        void staysSilentForUsb2DevicesBehindSuchAHub() {
            DeviceFact keyboard = device(H, "1-7.1").at(12).can(12, BCD_USB).drivers("usbhid").build();
            DeviceFact card = device(H, "1-7.2").at(480).can(480, BCD_USB).drivers("usb-storage").build();

            assertThat(fire(onlyBus(1, "xhci_hcd"), genesysHub("1-7"), keyboard, card)).isEmpty();
        }

        @Test
        void staysSilentOnAnEhciBusWhichHasNoSuperSpeedHalfToHideATwin() {
            assertThat(withRule(fire(onlyBus(1, "ehci-pci"), genesysHub("1-7"), stick("1-7.3")), "USB2_HUB_IN_PATH")).isEmpty();
        }
    }

    @Nested
    class Usb2OnlyPortOrFallback {
        private final List<Object> host = xhci(H, "0000:00:14.0", 1, 2, 10000, 12, 6);

        @Test
        void callsAPortWithoutSuperSpeedPeerAUsb2OnlyConnector() {
            DeviceFact ssd = device(H, "1-9").at(480).can(10000, BOS).drivers("uas").build();

            assertThat(fire(host, rootPort(1, 9, null), rootPort(1, 1, "usb2-port1"), rootPort(2, 1, "usb1-port1"), ssd))
                    .singleElement().satisfies(f -> {
                        assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                        assertThat(f.subject().path()).isEqualTo("1-9");
                        assertThat(f.explanation()).contains("usb1-port9 has no SuperSpeed peer");
                    });
        }

        @Test
        void callsItAFallbackWhenThePortHasASuperSpeedPeer() {
            DeviceFact ssd = device(H, "1-1").at(480).can(10000, BOS).drivers("uas").build();

            assertThat(fire(host, rootPort(1, 1, "usb2-port1"), rootPort(2, 1, "usb1-port1"), ssd))
                    .extracting(Finding::rule).containsExactly("USB2_FALLBACK");
        }

        @Test
        void callsADeviceOnAnEhciControllerUsb2OnlyPortWhenTheHostHasSuperSpeedElsewhere() {
            List<Object> mixed = List.of(controller(H, "ehci", 3), rootHub(H, 3, 480, "ehci", 2, "ehci-pci"));
            DeviceFact stick = device(H, "3-1").at(480).can(5000, BOS).drivers("usb-storage").build();

            assertThat(fire(host, mixed, stick)).extracting(Finding::rule).containsExactly("USB2_ONLY_PORT");
        }

        @Test
        void callsAGuessedXhciBusWithoutCompanionPartialNotUsb2Only() {
            DeviceFact ssd = device(H, "5-1").at(480).can(10000, BOS).drivers("uas").build();

            assertThat(fire(host, onlyBus(5, "xhci_hcd"), ssd)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
                assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`");
            });
        }
    }

    @Nested
    class Usb3DeviceOnAHostWithoutSuperSpeed {
        /** A Raspberry Pi 0-3: one DesignWare HS OTG bus, as a dmesg paste shows it (no root hub speed). */
        private final List<Object> pi = List.of(rootHub(H, 1, Double.NaN, null, 1, "dwc_otg"));

        @Test
        void blamesTheHostNotTheCableForAUsb3ChipOnARaspberryPi() {
            DeviceFact wifi = device(H, "1-1.4").at(480).can(5000, CATALOG).ids("0e8d", "7961").build();

            assertThat(fire(pi, wifi)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.subject().path()).isEqualTo("1-1.4");
                assertThat(f.explanation()).contains("dwc_otg").contains("DesignWare");
                assertThat(f.action()).contains("xHCI");
                assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`");
            });
        }

        @Test
        void blamesTheHostEvenBehindTheBoardsOwnUsb2Hub() {
            DeviceFact onboardHub = device(H, "1-1").at(480).hub().can(480, BCD_USB).build();
            DeviceFact wifi = device(H, "1-1.4").at(480).can(5000, CATALOG).ids("0e8d", "7961").build();

            assertThat(fire(pi, onboardHub, wifi)).extracting(Finding::rule, f -> f.subject().path())
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("USB2_ONLY_PORT", "1-1.4"));
        }

        @Test
        void staysSilentForUsb2DevicesOnAUsb2OnlyHost() {
            List<Object> oldPc = List.of(controller(H, "0000:00:1d.7", 1), rootHub(H, 1, 480, "0000:00:1d.7", 6, "ehci_hcd"),
                    controller(H, "0000:00:1a.7", 2), rootHub(H, 2, 480, "0000:00:1a.7", 6, "ehci_hcd"));
            DeviceFact stick = device(H, "1-2").at(480).can(480, BCD_USB).drivers("usb-storage").build();
            // bcdUSB 2.10 is what LPM-capable USB 2.0 devices report too: not proof of SuperSpeed on such a host.
            DeviceFact webcam = device(H, "2-1").at(480).can(5000, BCD_USB_210).bcd("2.10").drivers("uvcvideo").build();

            assertThat(fire(oldPc, stick, webcam)).isEmpty();
        }

        @Test
        void takesADevicesOwnUsb3ClaimAsPossibleInformationOnAnEhciOnlyServer() {
            // The shape of https://blog.morihaya.tech/entry/2020/05/31/205422 (corpus case 327): an external SSD
            // whose product string says "External USB 3.0", high-speed on ehci-pci, the only bus the log shows.
            List<Object> ehci = List.of(rootHub(H, 1, Double.NaN, null, 1, "ehci-pci"));
            DeviceFact ssd = device(H, "1-1.3").at(480).can(5000, PRODUCT_STRING).ids("0080", "a001")
                    .drivers("usb-storage").build();

            assertThat(fire(ehci, ssd)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.severity()).isEqualTo(Severity.INFO);
                assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                assertThat(f.toConfirm()).contains("paste the whole `lsusb -t`");
            });
        }

        @Test
        void leavesAHostWithSuperSpeedElsewhereToTheMoveItAdvice() {
            List<Object> ehci = List.of(controller(H, "ehci", 3), rootHub(H, 3, 480, "ehci", 2, "ehci-pci"));
            DeviceFact ssd = device(H, "3-1").at(480).can(10000, BOS).drivers("uas").build();

            assertThat(fire(ehci, xhci(H, "0000:00:14.0", 1, 2, 10000, 12, 6), ssd)).singleElement().satisfies(f -> {
                assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
                assertThat(f.action()).startsWith("Move it to");
            });
        }
    }
}
