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
}
