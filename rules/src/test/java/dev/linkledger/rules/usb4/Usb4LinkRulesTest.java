package dev.linkledger.rules.usb4;

import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.Usb4RouterFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static dev.linkledger.rules.CompiledRules.fire;
import static org.assertj.core.api.Assertions.assertThat;

/** USB4_LINK_DEGRADED fires on a link below both ends and stays silent on links at what both ends do. */
class Usb4LinkRulesTest {
    private static final String HOST = "lab";

    private static Usb4RouterFact router(String name, String parent, Boolean host, Integer generation,
                                         Double laneGbps, Integer lanes) {
        return new Usb4RouterFact(HOST, name, null, parent, host, generation, "Vendor", "Router " + name,
                laneGbps, lanes, laneGbps, lanes, List.of(new EventRef("ev-" + name, "Usb4LinkSeenEvent", Instant.EPOCH)));
    }

    private static Usb4RouterFact hostRouter(int generation) {
        return router("0-0", null, true, generation, null, null);
    }

    private static List<Finding> usb4(Object... facts) {
        return fire(facts).stream().filter(f -> f.rule().equals("USB4_LINK_DEGRADED")).toList();
    }

    @Test
    void firesOnTwoLanesOfTenBetweenTwoThunderbolt3RoutersCertainly() {
        List<Finding> findings = usb4(hostRouter(3), router("0-1", "0-0", false, 3, 10.0, 2));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.confidence()).isEqualTo(Confidence.CERTAIN);
            assertThat(f.subject().kind()).isEqualTo("thunderbolt");
            assertThat(f.subject().path()).isEqualTo("0-1");
            assertThat(f.title()).contains("20 Gb/s = 2 lanes × 10 Gb/s").contains("40 Gb/s = 2 lanes × 20 Gb/s");
            assertThat(f.explanation()).contains("passive Thunderbolt 3 cable").contains("USB-C cable without a Thunderbolt");
            assertThat(f.action()).contains("40 Gb/s = 2 lanes * 20 Gb/s");
            assertThat(f.toConfirm()).isNull();
            assertThat(f.evidence()).hasSize(2);
        });
    }

    @Test
    void firesOnASingleLaneWhereBothEndsBondTwo() {
        List<Finding> findings = usb4(hostRouter(4), router("0-1", "0-0", false, 4, 20.0, 1));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.confidence()).isEqualTo(Confidence.CERTAIN);
            assertThat(f.explanation()).contains("lane 1 did not train");
            assertThat(f.data()).containsEntry("lanes", 1).containsEntry("expectedLanes", 2);
        });
    }

    @Test
    void firesLikelyOnAThunderbolt3DeviceWhoseHostTheListDoesNotShowAndSaysWhatToPaste() {
        List<Finding> findings = usb4(router("000429b5-f8dc-2701-ffff-ffffffffffff", null, false, 3, 10.0, 2));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.confidence()).isEqualTo(Confidence.LIKELY);
            assertThat(f.toConfirm()).contains("boltctl list -a");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
        });
    }

    @Test
    void firesLikelyOnAThunderbolt3DockAtTenPerLaneOnAUsb4Host() {
        assertThat(usb4(hostRouter(4), router("0-1", "0-0", false, 3, 10.0, 2))).singleElement()
                .satisfies(f -> assertThat(f.confidence()).isEqualTo(Confidence.LIKELY));
    }

    @Test
    void aUsb4DockWithARouterBelowItIsAHubAndMustDoTwentyPerLane() {
        List<Finding> findings = usb4(hostRouter(4), router("0-1", "0-0", false, 4, 10.0, 2),
                router("0-301", "0-1", false, 4, 20.0, 2));

        assertThat(findings).extracting(f -> f.subject().path()).containsExactly("0-1");
    }

    @Test
    void staysSilentWhenTheLinkMatchesBothEnds() {
        assertThat(usb4(hostRouter(3), router("0-1", "0-0", false, 3, 20.0, 2))).isEmpty();
        assertThat(usb4(hostRouter(4), router("0-1", "0-0", false, 4, 20.0, 2))).isEmpty();
        assertThat(usb4(router("c0030000-00a2-8508-2219-f4d4d2c1a918", null, false, 3, 20.0, 2))).isEmpty();
    }

    @Test
    void staysSilentOnAUsb4DeviceAtTwentyGbpsSinceGen3IsOptionalForDevices() {
        assertThat(usb4(hostRouter(4), router("0-1", "0-0", false, 4, 10.0, 2))).isEmpty();
        assertThat(usb4(router("0-1", null, false, 4, 10.0, 2))).isEmpty();
    }

    @Test
    void staysSilentOnAThunderbolt1DeviceAtOneLaneOfTenBehindAUsb4Dock() {
        assertThat(usb4(hostRouter(4), router("0-1", "0-0", false, 4, 20.0, 2), router("0-301", "0-1", false, 1, 10.0, 1)))
                .isEmpty();
    }

    @Test
    void staysSilentOnAnAsymmetricUsb4v2LinkOfThreeLanesOneWayAndOneTheOther() {
        Usb4RouterFact asymmetric = new Usb4RouterFact(HOST, "0-1", null, "0-0", false, 4, "Intel", "Barlow Ridge",
                40.0, 1, 40.0, 3, List.of());
        assertThat(usb4(hostRouter(4), asymmetric)).isEmpty();
    }

    @Test
    void staysSilentWithoutLinkFiguresOrGenerationAndOnHostRouters() {
        assertThat(usb4(hostRouter(3), router("0-1", "0-0", false, 3, null, null))).isEmpty();
        assertThat(usb4(hostRouter(3), router("0-1", "0-0", false, null, 10.0, 2))).isEmpty();
        assertThat(usb4(router("0-0", null, true, 3, 10.0, 1))).isEmpty();
    }

    @Test
    void theFindingGoesWhenTheCableIsReplacedAndTheLinkRunsAtFullRate() {
        var session = dev.linkledger.rules.CompiledRules.bundled().newKieSession();
        try {
            session.insert(hostRouter(3));
            var handle = session.insert(router("0-1", "0-0", false, 3, 10.0, 2));
            session.fireAllRules();
            assertThat(dev.linkledger.rules.CompiledRules.findings(session)).extracting(Finding::rule).contains("USB4_LINK_DEGRADED");

            session.update(handle, router("0-1", "0-0", false, 3, 20.0, 2));
            session.fireAllRules();
            assertThat(dev.linkledger.rules.CompiledRules.findings(session)).extracting(Finding::rule).doesNotContain("USB4_LINK_DEGRADED");
        } finally {
            session.dispose();
        }
    }

    @Test
    void everyGenerationAndCableNamesItsSource() {
        ThunderboltLinks links = ThunderboltLinks.bundled();
        assertThat(links.generations()).extracting(ThunderboltLinks.Generation::generation).containsExactly(1, 2, 3, 4);
        assertThat(links.generations()).allSatisfy(g -> assertThat(g.source()).contains("http").isNotBlank());
        assertThat(links.cables()).isNotEmpty().allSatisfy(c -> assertThat(c.source()).contains("http"));
        assertThat(links.cablesAt(10.0)).isNotEmpty();
        assertThat(links.singleLane().source()).contains("switch.c");
    }
}
