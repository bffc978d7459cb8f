package dev.linkledger.rules.cable;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.rules.lab.Lab.*;
import static dev.linkledger.rules.lab.Seeds.*;
import static org.assertj.core.api.Assertions.assertThat;

class CableRulesTest {

    @Test
    void cableLimitsLinkWhenItsEmarkerSaysGen1UnderATenGigEnclosure() {
        DeviceFact enclosure = desktopEnclosureAt5000();

        List<Finding> findings = fire(desktop(), enclosure, cable("gen1-emarked").emarker(5000).on(enclosure).build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("CABLE_LIMITS_LINK");
            assertThat(f.title()).startsWith("Cable gen1-emarked limits");
            assertThat(f.ceilingNowMBps()).isEqualTo(400);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(1050);
            assertThat(f.action()).contains("rated 10 Gb/s");
        });
    }

    @Test
    void seed000DrawerCableMeasuredAtUsb2TakesOverFromTheFallbackFinding() {
        DeviceFact enclosure = desktopEnclosureAt480();
        Object charge = cable("drawer-3").limitedTo(480, event("ev-drawer-3-480M", "CableCapabilityMeasuredEvent"))
                .on(enclosure).build();

        List<Finding> findings = fire(desktop(), enclosure, charge);

        assertThat(findings).extracting(Finding::rule).containsExactlyInAnyOrder("CABLE_LIMITS_LINK", "CABLE_USB2_ONLY");
        assertThat(withRule(findings, "CABLE_LIMITS_LINK")).singleElement()
                .satisfies(f -> assertThat(f.ceilingNowMBps()).isEqualTo(43));
    }

    @Test
    void cableLimitsLinkStaysSilentForAProvenCableAtFullSpeed() {
        DeviceFact enclosure = laptopEnclosure();

        assertThat(fire(laptop(), enclosure, cable("80g-1").emarker(80000).carries(10000, LAPTOP_LINK).on(enclosure).build()))
                .isEmpty();
    }

    @Test
    void cableUsb2OnlyLabelsAChargeCableInTheDrawer() {
        List<Finding> findings = fire(cable("drawer-7").label("white phone cable")
                .limitedTo(480, event("ev-drawer-7", "CableCapabilityMeasuredEvent")).build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("CABLE_USB2_ONLY");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.subject()).isEqualTo(Subject.cable("drawer-7", null));
        });
    }

    @Test
    void cableUsb2OnlyStaysSilentForTheLoneSuperSpeedCable() {
        assertThat(fire(cable("drawer-ss").carries(5000, event("ev-ss", "CableCapabilityMeasuredEvent")).build())).isEmpty();
    }

    @Test
    void cableRatingMismatchWhenAGen2PrintedCableCarriesUsb2() {
        List<Finding> findings = fire(cable("fake").printed("USB 3.2 Gen 2").limitedTo(480, event("ev-f", "CableCapabilityMeasuredEvent")).build());

        assertThat(withRule(findings, "CABLE_RATING_MISMATCH")).singleElement()
                .satisfies(f -> assertThat(f.data()).containsEntry("printedFloorMbps", 10000).containsEntry("limitMbps", 480));
    }

    @Test
    void cableRatingMismatchReadsAnAmbiguousRatingAtItsSlowest() {
        List<Finding> ambiguous = fire(cable("usb31").printed("USB 3.1").emarker(480).build());
        List<Finding> fine = fire(cable("usb31-ok").printed("USB 3.1").emarker(5000).build());

        assertThat(withRule(ambiguous, "CABLE_RATING_MISMATCH")).hasSize(1);
        assertThat(fine).isEmpty();
    }

    @Test
    void cableUnverifiedIsInfoForAnUnmeasuredCable() {
        assertThat(fire(cable("new").printed("USB4 80Gbps").build())).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("CABLE_UNVERIFIED");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
        });
    }

    @Test
    void cableUnverifiedStaysSilentOnceAnEmarkerIsRead() {
        assertThat(fire(cable("new").printed("USB4 80Gbps").emarker(80000).build())).isEmpty();
    }
}
