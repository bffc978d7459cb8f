package dev.linkledger.rules.plan;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PlanCheckerTest {
    /** A free root connector on a {@code rootHub} bus, optionally measured slower. */
    private static PortOption port(String id, double rootHub, Integer measured) {
        return new PortOption("h", id, null, 2, "c", true, rootHub, measured, null, rootHub >= 5000,
                null, null, null, List.of(), List.of());
    }

    private static PlannedItem item(PlanItemKind kind, String rating) {
        return new PlannedItem(kind, rating, null, null, null, null, null);
    }

    @Test
    void callsAGen2HubOnAGen1OnlyHostOverspecifiedByTwo() {
        ItemVerdict v = PlanChecker.check(0, item(PlanItemKind.HUB, "USB 10Gbps"), List.of(port("usb2-port1", 5000, null)));
        assertThat(v.findings()).extracting(f -> f.rule()).contains(PlanChecker.OVERSPEC);
        assertThat(v.findings().get(0).data().get("factor")).isEqualTo(2L);
        assertThat(v.findings().get(0).action()).contains("a 5 Gbps hub suffices");
    }

    @Test
    void aGen1HubOnAGen2PortBecomesTheCap() {
        ItemVerdict v = PlanChecker.check(0, item(PlanItemKind.HUB, "USB 3.0"), List.of(port("usb2-port1", 10000, null)));
        assertThat(v.cappedBy()).isEqualTo("item");
        assertThat(v.ceilingWithItemMBps()).isEqualTo(400);
        assertThat(v.findings()).extracting(f -> f.rule()).containsExactly(PlanChecker.BOTTLENECK);
    }

    @Test
    void aMatchingCableOnAFreePortIsSimplyOk() {
        ItemVerdict v = PlanChecker.check(0, item(PlanItemKind.CABLE, "USB 3.2 Gen 2"), List.of(port("usb2-port1", 10000, null)));
        assertThat(v.findings()).extracting(f -> f.rule()).containsExactly(PlanChecker.OK);
        assertThat(v.ceilingNowMBps()).isNull();
        assertThat(v.findings().get(0).data().get("gainMBps")).isEqualTo(1050);
    }

    @Test
    void rankingPrefersTheMeasuredFasterPort() {
        List<RankedPort> ranked = PortRanking.rank(ItemProfiles.of(item(PlanItemKind.ENCLOSURE, "USB 10Gbps")),
                List.of(port("usb4-port2", 10000, 5000), port("usb2-port1", 10000, null)));
        assertThat(ranked).extracting(r -> r.port().portId()).containsExactly("usb2-port1", "usb4-port2");
        assertThat(ranked.get(1).expectation().cappedBy()).isEqualTo("port");
    }

    @Test
    void aUsb3ReaderForAUsb2OnlyHostSaysWhatWouldLiftIt() {
        // A router or an EHCI-only PC: no port of it does SuperSpeed, so the plan names the host that would.
        ItemVerdict v = PlanChecker.check(0, item(PlanItemKind.ENCLOSURE, "USB 3.2 Gen 1"),
                List.of(port("usb1-port1", 480, null), port("usb1-port2", 480, null)));
        assertThat(v.findings()).filteredOn(f -> f.rule().equals(PlanChecker.NO_SUITABLE_PORT)).singleElement()
                .satisfies(f -> {
                    assertThat(f.data()).containsEntry("wouldLift", "a host with a 5 Gb/s port");
                    assertThat(f.explanation()).contains("No port of this host lifts that; a host with a 5 Gb/s port would.");
                });
    }

    @Test
    void aPlanForAHostWithASuperSpeedPortNamesNoOtherHost() {
        ItemVerdict v = PlanChecker.check(0, item(PlanItemKind.ENCLOSURE, "USB 3.2 Gen 1"),
                List.of(port("usb1-port1", 480, null), port("usb2-port1", 5000, null)));
        assertThat(v.findings()).extracting(f -> f.rule()).doesNotContain(PlanChecker.NO_SUITABLE_PORT);
        assertThat(v.findings()).allSatisfy(f -> assertThat(f.data()).doesNotContainKey("wouldLift"));
    }

    /** A paste's USB 2.0 root port: 480M for sure, its SuperSpeed half (on bus {@code ssBus}) unknown. */
    private static PortOption pasted(String id, int ssBus, double ssMbps) {
        return new PortOption("h", id, null, 1, "c", true, 480, null, null, false, null, null, null, List.of(), List.of(),
                true, ssBus, ssMbps);
    }

    /** Story 000's desktop as its lsusb -t shows it: bus 1 (4 ports, 480M) and bus 2 (2 ports, 10000M), one controller. */
    private static List<PortOption> storyDesktop() {
        return List.of(pasted("usb1-port1", 2, 10000), pasted("usb1-port2", 2, 10000), pasted("usb1-port3", 2, 10000),
                pasted("usb1-port4", 2, 10000), port("usb2-port1", 10000, null), port("usb2-port2", 10000, null));
    }

    @Test
    void ranksTheKnownSuperSpeedPortsFirstAndSaysAPastesUsb2PortIsUnknown() {
        List<RankedPort> ranked = PortRanking.rank(ItemProfiles.of(item(PlanItemKind.ENCLOSURE, "USB 10Gbps")), storyDesktop());

        assertThat(ranked).extracting(r -> r.port().portId()).startsWith("usb2-port1", "usb2-port2");
        RankedPort unknown = ranked.get(2);
        assertThat(unknown.port().superSpeedHalf()).isEqualTo(SuperSpeedHalf.UNKNOWN);
        assertThat(unknown.expectation().mbps()).isEqualTo(43);
        assertThat(unknown.ifSuperSpeed().mbps()).isEqualTo(1050);
        assertThat(unknown.reasons()).anyMatch(r -> r.startsWith("USB 2.0 half; whether this connector has a SuperSpeed half "
                + "(on bus 2, 10000M) is unknown") && r.contains("`peer` links"));
        assertThat(unknown.reasons().get(0)).endsWith("; about 1050 MB/s if it has a SuperSpeed half");
    }

    @Test
    void aPlanWithoutAPortNamesAKnownSuperSpeedPortNotAPastesUsb2One() {
        ItemVerdict v = PlanChecker.check(0, item(PlanItemKind.CABLE, "USB4 80Gbps"), storyDesktop());

        assertThat(v.portId()).isEqualTo("usb2-port1");
        assertThat(v.findings()).extracting(f -> f.rule()).contains(PlanChecker.OVERSPEC).doesNotContain(PlanChecker.PORT_UNKNOWN);
    }

    @Test
    void aPlanForAPastesUsb2PortSaysItIsUnknownWithWhatEachAnswerGivesAndClaimsNoCeiling() {
        PlannedItem onUsb1Port1 = new PlannedItem(PlanItemKind.ENCLOSURE, "USB 10Gbps", null, null, null, "NVMe", "usb1-port1");
        ItemVerdict v = PlanChecker.check(0, onUsb1Port1, storyDesktop());

        assertThat(v.ceilingWithItemMBps()).isNull();
        assertThat(v.cappedBy()).isNull();
        assertThat(v.findings()).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo(PlanChecker.PORT_UNKNOWN);
            assertThat(f.data()).containsEntry("withoutSuperSpeedMBps", 43).containsEntry("withSuperSpeedMBps", 1050)
                    .containsEntry("knownSuperSpeedPort", "usb2-port1");
            assertThat(f.title()).isEqualTo("Whether usb1-port1 has a SuperSpeed half is unknown");
            assertThat(f.action()).contains("Or use usb2-port1, a port known to be SuperSpeed: about 1050 MB/s.");
        });
    }

    @Test
    void aUsb2CableForAPastesUsb2PortIsNotCalledEnough() {
        // The port may be the USB 2.0 half of a 10000M connector: a USB 2.0 cable would then hold it at 480M.
        PlannedItem cable = new PlannedItem(PlanItemKind.CABLE, "USB 2.0", null, null, null, null, "usb1-port3");
        ItemVerdict v = PlanChecker.check(0, cable, storyDesktop());

        assertThat(v.findings()).extracting(f -> f.rule()).containsExactly(PlanChecker.PORT_UNKNOWN);
    }

    @Test
    void noSuitablePortIsNotClaimedWhileAPortsSuperSpeedHalfIsUnknown() {
        // One bus of a paste: an xHCI 480M bus whose SuperSpeed bus the paste does not show.
        PortOption unseen = new PortOption("h", "usb1-port1", null, 1, "c", true, 480, null, null, false, null, null, null,
                List.of(), List.of(), true, null, null);
        ItemVerdict v = PlanChecker.check(0, item(PlanItemKind.ENCLOSURE, "USB 10Gbps"), List.of(unseen));

        assertThat(v.findings()).extracting(f -> f.rule()).containsExactly(PlanChecker.PORT_UNKNOWN);
        assertThat(v.findings().get(0).explanation()).contains("with one, more, up to what");
    }
}
