package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.CompiledRules;
import org.junit.jupiter.api.Test;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;

import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static dev.linkledger.rules.lab.Seeds.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Hubs, ports, links and device history: each rule fires on its case and stays silent when healthy. */
class TopologyRulesTest {

    @Test
    void usb2HubInPathDoesNotAlsoBlameTheCableOfDevicesBehindIt() {
        List<Finding> findings = fire(workstation(), kvmChain());

        assertThat(findings).extracting(Finding::rule).containsExactly("USB2_HUB_IN_PATH");
    }

    @Test
    void usb2HubInPathIsWithdrawnWhenTheReaderMovesToTheFiveGigPort() {
        KieSession session = CompiledRules.bundled().newKieSession();
        try {
            workstation().forEach(session::insert);
            List<DeviceFact> chain = kvmChain();
            chain.subList(0, 4).forEach(session::insert);
            FactHandle reader = session.insert(chain.get(4));
            session.fireAllRules();
            assertThat(CompiledRules.findings(session)).extracting(Finding::rule).containsExactly("USB2_HUB_IN_PATH");

            session.delete(reader);
            session.insert(readerAt5000());
            session.fireAllRules();
            assertThat(CompiledRules.findings(session)).extracting(Finding::rule).containsExactly("BOT_INSTEAD_OF_UAS");
        } finally {
            session.dispose();
        }
    }

    @Test
    void usb2HubInPathStaysSilentForAUsb3HubOnASuperSpeedPort() {
        List<Finding> findings = fire(workstation(),
                device(WORKSTATION, "2-4").at(5000).hub().can(5000, BOS).build(),
                device(WORKSTATION, "2-4.1").at(5000).can(5000, BOS).drivers("uas").build(),
                device(WORKSTATION, "1-4").at(480).hub().can(480, BCD_USB).build(),
                device(WORKSTATION, "1-4.2").at(12).can(12, BCD_USB).drivers("usbhid").build());

        assertThat(findings).isEmpty();
    }

    @Test
    void usb2HubInPathStaysSilentWhenTheHostHasNoSuperSpeed() {
        List<Object> ehciOnly = List.of(controller("old", "ehci", 1), rootHub("old", 1, 480, "ehci", 4, "ehci-pci"));

        // No hub to blame: the host itself has no SuperSpeed, which USB2_ONLY_PORT says of the device.
        assertThat(fire(ehciOnly, device("old", "1-1").at(480).hub().can(480, BCD_USB).build(),
                device("old", "1-1.1").at(480).can(5000, BOS).drivers("usb-storage").build()))
                .extracting(Finding::rule, f -> f.subject().path())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("USB2_ONLY_PORT", "1-1.1"));
    }

    @Test
    void usb2OnlyPortNamesAFreeSuperSpeedPortWhenPortsAreKnown() {
        List<Finding> findings = fire(netbook(), stickInUsb2Port(),
                port(NETBOOK, "usb3-port1", 3, "usb2-port1", null), port(NETBOOK, "usb2-port1", 2, "usb3-port1", null));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
            assertThat(f.action()).isEqualTo("Move it to usb3-port1 on bus 3 (5000M root hub), free.");
            assertThat(f.data()).containsEntry("betterPort", "usb3-port1");
        });
    }

    @Test
    void usb2OnlyPortStaysSilentWhenTheStickIsOnTheUsb3Port() {
        assertThat(fire(netbook(), device(NETBOOK, "3-1").at(5000).can(5000, BOS).drivers("usb-storage")
                .ids("0781", "5580").build())).extracting(Finding::rule).doesNotContain("USB2_ONLY_PORT")
                .allSatisfy(rule -> assertThat(rule).isEqualTo("BOT_INSTEAD_OF_UAS"));
    }

    @Test
    void portBelowDeviceUsesThePortsMeasuredCapability() {
        DeviceFact enclosure = desktopEnclosureAt5000();

        List<Finding> findings = fire(desktop(), enclosure,
                port(DESKTOP, "usb4-port1", 4, "usb3-port1", 5000, event("ev-port-measured", "PortCapabilityMeasuredEvent")));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("PORT_BELOW_DEVICE");
            assertThat(f.data()).containsEntry("portBasis", "measured");
            assertThat(f.evidence()).flatExtracting(Evidence::events).extracting(e -> e.id()).contains("ev-port-measured");
            assertThat(f.ceilingNowMBps()).isEqualTo(400);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(1050);
        });
    }

    @Test
    void portBelowDeviceFiresForATenGigEnclosureOnAFiveGigController() {
        List<Object> gen1Host = xhci("gen1", "c", 1, 2, 5000, 4, 4);

        assertThat(fire(gen1Host, jms583("gen1", "2-1").at(5000).can(10000, BOS).drivers("uas").build()))
                .singleElement().satisfies(f -> {
                    assertThat(f.rule()).isEqualTo("PORT_BELOW_DEVICE");
                    assertThat(f.data()).containsEntry("portBasis", "root_hub");
                    // No port of this 5 Gb/s-only host is faster: information, with what would lift it.
                    assertThat(f.severity()).isEqualTo(Severity.INFO);
                    assertThat(f.data()).containsEntry("wouldLift", "a host with a 10 Gb/s port");
                    assertThat(f.action()).contains("No port of this host is faster");
                });
    }

    @Test
    void portBelowDeviceStaysSilentOnTheLaptopAtTenGig() {
        assertThat(fire(laptop(), laptopEnclosure())).isEmpty();
    }

    @Test
    void linkBelowPortAndDeviceSuspectsTheCableWhileNothingClearsIt() {
        List<Finding> findings = fire(desktop(), desktopEnclosureAt5000());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("LINK_BELOW_PORT_AND_DEVICE");
            assertThat(f.explanation()).containsSubsequence("cable", "hub");
            assertThat(f.ceilingNowMBps()).isEqualTo(400);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(1050);
            assertThat(f.data()).containsEntry("upstreamMbps", 10000);
        });
    }

    @Test
    void linkBelowPortAndDeviceSuspectsTheHubForADeviceBehindATenGigHub() {
        List<Finding> findings = fire(laptop(),
                device(LAPTOP, "2-2").at(10000).hub().can(10000, BOS).ids("2109", "0822").build(),
                jms583(LAPTOP, "2-2.3").at(5000).can(10000, BOS).drivers("uas").build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("LINK_BELOW_PORT_AND_DEVICE");
            assertThat(f.title()).contains("hub 2-2 at 10000M");
            assertThat(f.explanation()).contains("the hub it hangs on");
        });
    }

    @Test
    void linkBelowPortAndDeviceStaysSilentWhenTheLinkMatchesTheDevice() {
        assertThat(fire(desktop(), jms583(DESKTOP, "4-1").at(5000).can(5000, BOS).drivers("uas").build())).isEmpty();
    }

    @Test
    void speedReportSuspectTakesFiveGigOnTwoLanesForAMisreportNotADowngrade() {
        List<Finding> findings = fire(xhci("h", "c", 1, 2, 20000, 2, 2),
                device("h", "2-1").at(5000).lanes(2).can(20000, BOS).drivers("uas").build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("SPEED_REPORT_SUSPECT");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.title()).contains("5000M/x2");
        });
    }

    @Test
    void speedReportSuspectStaysSilentForGen2x2OnTwoLanes() {
        assertThat(fire(xhci("h", "c", 1, 2, 20000, 2, 2),
                device("h", "2-1").at(20000).lanes(2).can(20000, BOS).drivers("uas").build())).isEmpty();
    }

    @Test
    void linkDegradedNamesTheEventThatShowedTheFasterLinkAndThePortChange() {
        DeviceFact stick = stickInUsb2Port();

        List<Finding> findings = fire(netbook(), stick, pastLink(stick, 5000, NETBOOK, "usb3-port1", "ev-stick-5000"));

        assertThat(withRule(findings, "LINK_DEGRADED")).singleElement().satisfies(f -> {
            assertThat(f.data()).containsEntry("bestMbps", 5000).containsEntry("bestEvent", "ev-stick-5000");
            assertThat(f.explanation()).contains("port usb3-port1 → usb1-port2");
            assertThat(f.evidence()).flatExtracting(Evidence::events).extracting(e -> e.id()).contains("ev-stick-5000");
        });
    }

    @Test
    void linkDegradedStaysSilentWhenTheDeviceLinksAsFastAsEver() {
        DeviceFact enclosure = laptopEnclosure();

        assertThat(fire(laptop(), enclosure, pastLink(enclosure, 10000, LAPTOP, "usb2-port1", "ev-old"))).isEmpty();
    }

    @Test
    void linkDegradedIgnoresAnotherUnitOfTheSameModel() {
        DeviceFact stick = stickInUsb2Port();
        DeviceFact otherUnit = device(NETBOOK, "3-1").at(5000).ids("0781", "5580").serial("OTHER").build();

        assertThat(withRule(fire(netbook(), stick, pastLink(otherUnit, 5000, NETBOOK, "usb3-port1", "ev-other")),
                "LINK_DEGRADED")).isEmpty();
    }

    @Test
    void aBillboardDeviceIsInformationThatNamesWhereItsModesStateIsRead() {
        // a hub or dock may keep its Billboard after the mode entered (corpus 149's VIA VL817: "configuration successful")
        assertThat(fire(laptop(), device(LAPTOP, "1-3").at(12).deviceClass("11").ids("2109", "8888").build()))
                .singleElement().satisfies(f -> {
                    assertThat(f.rule()).isEqualTo("BILLBOARD_DEVICE");
                    assertThat(f.severity()).isEqualTo(Severity.INFO);
                    assertThat(f.confidence()).isEqualTo(Confidence.POSSIBLE);
                    assertThat(f.toConfirm()).contains("lsusb -v -d 2109:8888");
                });
    }

    @Test
    void billboardDeviceStaysSilentForOrdinaryClasses() {
        assertThat(fire(laptop(), device(LAPTOP, "1-3").at(12).deviceClass("00").build())).isEmpty();
    }
}
