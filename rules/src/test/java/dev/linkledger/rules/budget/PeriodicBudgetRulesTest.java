package dev.linkledger.rules.budget;

import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.rules.CompiledRules;
import dev.linkledger.rules.facts.DeviceEndpointsFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * PERIODIC_BUDGET_EXCEEDED with real devices' endpoint descriptors ({@link RealEndpoints}) placed on
 * hosts: it fires where the devices sharing one budget need more than it can schedule, and stays
 * silent on a desktop with a webcam, receivers for keyboard and mouse, a microphone and an audio interface.
 */
class PeriodicBudgetRulesTest {
    private static final String RULE = "PERIODIC_BUDGET_EXCEEDED";
    private static final String HOST = "farm";

    private final List<Object> facts = new ArrayList<>();

    private PeriodicBudgetRulesTest bus(int bus, double speed, String driver) {
        facts.add(new RootHubFact(HOST, bus, speed, "ctrl", driver, 4, List.of(event("usb" + bus))));
        return this;
    }

    private PeriodicBudgetRulesTest device(String path, double speed, String label, List<ObservedInterface> interfaces) {
        boolean hub = interfaces.stream().anyMatch(i -> "09".equals(i.interfaceClass()));
        facts.add(new DeviceEndpointsFact(HOST, path, Integer.parseInt(path.substring(0, path.indexOf('-'))), speed, hub, label,
                interfaces, List.of(event(path))));
        return this;
    }

    private static EventRef event(String what) {
        return new EventRef("ev-" + what, "DeviceConnectedEvent", Instant.parse("2026-12-01T09:00:00Z"));
    }

    private List<Finding> findings() {
        return CompiledRules.fire(facts.toArray()).stream().filter(f -> f.rule().equals(RULE)).toList();
    }

    /** The desktop of the real dump: receivers and the webcam's hub behind a multi-TT hub, the audio interface on a port of its own. */
    private PeriodicBudgetRulesTest healthyDesktop() {
        return bus(1, 480, "xhci_hcd").bus(2, 5000, "xhci_hcd")
                .device("1-1", 480, "USB2.0 Hub", RealEndpoints.viaMultiTtHub())
                .device("1-1.1", 12, "Unifying Receiver", RealEndpoints.unifyingReceiver())
                .device("1-1.2", 12, "Logi Bolt Receiver", RealEndpoints.boltReceiver())
                .device("1-1.3", 480, "USB2.0 Hub", RealEndpoints.viaMultiTtHub())
                .device("1-1.3.1", 480, "Webcam C270", RealEndpoints.c270(0))
                .device("1-1.3.2", 12, "Razer Seiren Mini", RealEndpoints.seirenMini())
                .device("1-1.3.3", 1.5, "Back-UPS", RealEndpoints.apcUps())
                .device("1-2", 480, "AF16Rig Audio", RealEndpoints.arturiaAf16Rig());
    }

    @Test
    void staysSilentOnADesktopWithAWebcamReceiversAMicrophoneAndAnAudioInterface() {
        healthyDesktop();

        assertThat(findings()).isEmpty();
    }

    @Test
    void firesWhenFiveHighSpeedCamerasStreamBehindOneUsb2HubAndNamesTheFewestToMove() {
        bus(1, 480, "xhci_hcd").bus(2, 5000, "xhci_hcd").device("1-3", 480, "USB2.0 Hub", RealEndpoints.viaMultiTtHub());
        for (int port = 1; port <= 5; port++) device("1-3." + port, 480, "Webcam C270", RealEndpoints.c270(0));

        List<Finding> found = findings();

        assertThat(found).hasSize(1);
        Finding f = found.get(0);
        assertThat(f.subject().portId()).isEqualTo("usb1-port3");
        assertThat(f.confidence()).isEqualTo(Confidence.CERTAIN);
        // Each C270 at setting 11 (3 × 1020 bytes per microframe) takes about 61 µs of the 100 µs.
        assertThat(((Number) f.data().get("streamingUs")).doubleValue()).isBetween(5 * 61.0, 5 * 63.0);
        assertThat(f.data()).containsEntry("limitUs", 100).containsEntry("devices", 6);
        assertThat(f.title()).contains("root port usb1-port3").contains("100 µs (80 %)");
        assertThat(f.explanation()).contains("Webcam C270 (1-3.1)").contains("interface 1 setting 11").contains("USB 2.0 §5.7.4")
                .contains("settings in use");
        assertThat(f.action()).startsWith("Move Webcam C270").contains("other root ports of the computer, at most 1 on each (");
        assertThat((List<?>) f.data().get("move")).hasSize(4);
        assertThat(f.evidence()).hasSize(6);
    }

    @Test
    void staysSilentWhenTwoCamerasUseTwoRootPortsOfAnXhciControllerButFiresOnOneEhciBus() {
        bus(1, 480, "xhci_hcd").device("1-1", 480, "Webcam C270", RealEndpoints.c270(null))
                .device("1-2", 480, "Webcam C270", RealEndpoints.c270(null));
        assertThat(findings()).isEmpty();

        facts.clear();
        bus(1, 480, "ehci-pci").device("1-1", 480, "Webcam C270", RealEndpoints.c270(null))
                .device("1-2", 480, "Webcam C270", RealEndpoints.c270(null));
        List<Finding> found = findings();
        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.subject().kind()).isEqualTo("bus");
            assertThat(f.action()).contains("another controller's bus");
            // lsusb -v marks no setting in use: the finding says only what they reserve when they stream.
            assertThat(f.explanation()).doesNotContain("settings in use");
        });
    }

    @Test
    void suggestsTheRootPortWithRoomForTheCameraToMove() {
        bus(1, 480, "xhci_hcd").device("1-1", 480, "USB2.0 Hub", RealEndpoints.viaMultiTtHub())
                .device("1-1.1", 480, "Webcam C270", RealEndpoints.c270(11))
                .device("1-1.2", 480, "AF16Rig Audio", RealEndpoints.arturiaAf16Rig())
                .device("1-4", 480, "Logi Bolt Receiver", RealEndpoints.boltReceiver());

        Finding f = findings().get(0);

        // The camera (61 µs) and the 16-channel interface (39 µs) just overrun the 100 µs of root port 1.
        assertThat(f.action()).startsWith("Move Webcam C270 (1-1.1)").contains("Root port usb1-port4 has");
        assertThat(f.explanation()).contains("With the settings in use when they were last seen they take");
    }

    @Test
    void firesWhenTwoFullSpeedCamerasShareASingleTransactionTranslatorButNotOneTtPerPort() {
        bus(1, 480, "xhci_hcd").device("1-2", 480, "USB 2.0 hub", RealEndpoints.singleTtHub())
                .device("1-2.1", 12, "PureThermal", RealEndpoints.pureThermal(null))
                .device("1-2.2", 12, "PureThermal", RealEndpoints.pureThermal(null));
        List<Finding> found = findings();
        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.title()).contains("the transaction translator of hub 1-2");
            assertThat(f.data()).containsEntry("kind", "FULL_SPEED_TT").containsEntry("limitUs", 900);
            assertThat(f.subject().path()).isEqualTo("1-2");
        });

        facts.clear();
        bus(1, 480, "xhci_hcd").device("1-2", 480, "USB2.0 Hub", RealEndpoints.viaMultiTtHub())
                .device("1-2.1", 12, "PureThermal", RealEndpoints.pureThermal(null))
                .device("1-2.2", 12, "PureThermal", RealEndpoints.pureThermal(null));
        assertThat(findings()).isEmpty();
    }

    @Test
    void firesOnceWhenTwoSuperSpeedCamerasBurstOnOneHubUplink() {
        bus(2, 5000, "xhci_hcd").device("2-1", 5000, "USB3.0 Hub", RealEndpoints.viaMultiTtHub())
                .device("2-1.1", 5000, "Razer Kiyo Pro", RealEndpoints.kiyoPro(0))
                .device("2-1.2", 5000, "Razer Kiyo Pro", RealEndpoints.kiyoPro(0));
        List<Finding> found = findings();
        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.data()).containsEntry("kind", "SUPER_SPEED").containsEntry("limitUs", 112.5);
            // 1024 × 11 × 3 bytes per bus interval at 500 MB/s: 67.6 µs each.
            assertThat(((Number) f.data().get("streamingUs")).doubleValue()).isBetween(135.0, 136.0);
        });

        facts.clear();
        bus(2, 5000, "xhci_hcd").device("2-1", 5000, "Razer Kiyo Pro", RealEndpoints.kiyoPro(0))
                .device("2-2", 5000, "Razer Kiyo Pro", RealEndpoints.kiyoPro(0));
        assertThat(findings()).isEmpty();
    }

    @Test
    void namesTheRootPortsLinkOnlyWhenTheHubBelowItCarriesTheSameCameras() {
        bus(2, 5000, "xhci_hcd").device("2-1", 5000, "USB3.0 Hub", RealEndpoints.viaMultiTtHub())
                .device("2-1.4", 5000, "USB3.0 Hub", RealEndpoints.viaMultiTtHub())
                .device("2-1.4.1", 5000, "Razer Kiyo Pro", RealEndpoints.kiyoPro(0))
                .device("2-1.4.2", 5000, "Razer Kiyo Pro", RealEndpoints.kiyoPro(0));

        assertThat(findings()).singleElement().satisfies(f -> assertThat(f.data()).containsEntry("domain", "ss:2-1"));
    }

    @Test
    void judgesNoBudgetWhoseDevicesTheEvidenceDoesNotPlace() {
        bus(1, 480, "xhci_hcd");
        for (int devnum = 2; devnum <= 4; devnum++)
            facts.add(new DeviceEndpointsFact(HOST, "Bus 001 Device 00" + devnum, 1, 480, false, "Webcam C270",
                    RealEndpoints.c270(null), List.of(event("d" + devnum))));

        assertThat(findings()).isEmpty();
    }

    @Test
    void withdrawsTheFindingWhenACameraLeaves() {
        bus(1, 480, "ehci-pci").device("1-1", 480, "Webcam C270", RealEndpoints.c270(null));
        DeviceEndpointsFact second = new DeviceEndpointsFact(HOST, "1-2", 1, 480, false, "Webcam C270", RealEndpoints.c270(null),
                List.of(event("1-2")));
        var session = CompiledRules.bundled().newKieSession();
        try {
            facts.forEach(session::insert);
            var handle = session.insert(second);
            session.fireAllRules();
            assertThat(CompiledRules.findings(session)).extracting(Finding::rule).contains(RULE);

            session.delete(handle);
            session.fireAllRules();
            assertThat(CompiledRules.findings(session)).extracting(Finding::rule).doesNotContain(RULE);
        } finally {
            session.dispose();
        }
    }
}
