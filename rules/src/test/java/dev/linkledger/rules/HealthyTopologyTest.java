package dev.linkledger.rules;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static dev.linkledger.rules.lab.Seeds.*;
import static org.assertj.core.api.Assertions.assertThat;

/** False alarms cost trust: a healthy lab produces nothing above info. */
class HealthyTopologyTest {

    /** Seed 000's enclosure at 10000M on the laptop's 10 Gb/s port with the proven cable, plus everyday devices. */
    private static List<Object> healthyLaptop() {
        DeviceFact enclosure = laptopEnclosure();
        List<Object> facts = new ArrayList<>(laptop());
        facts.add(enclosure);
        facts.add(cable("80g-1").printed("USB4 80Gbps").emarker(80000).carries(10000, LAPTOP_LINK).on(enclosure).build());
        facts.add(enclosure("seed000").bridge("152d", "0583").nvme(3, 2, null).boundTo(enclosure).build());
        facts.add(device(LAPTOP, "1-1").at(12).can(12, BCD_USB).drivers("usbhid").build());
        facts.add(device(LAPTOP, "1-2").at(480).hub().can(480, BCD_USB).build());
        facts.add(device(LAPTOP, "1-2.1").at(480).can(480, BCD_USB).drivers("btusb").build());
        facts.add(device(LAPTOP, "2-2").at(5000).hub().can(5000, BOS).ids("05e3", "0620").build());
        facts.add(device(LAPTOP, "2-2.1").at(5000).can(5000, CATALOG).drivers("r8152").ids("0bda", "8153").build());
        facts.add(pastLink(enclosure, 10000, LAPTOP, "usb2-port1", "ev-earlier"));
        return facts;
    }

    static List<String> ruleIds() {
        return RuleBase.ruleIds();
    }

    @ParameterizedTest(name = "{0} stays silent on a healthy laptop")
    @MethodSource("ruleIds")
    void everyRuleStaysSilentOnAHealthyLaptop(String rule) {
        assertThat(withRule(fire(healthyLaptop()), rule)).isEmpty();
    }

    @Test
    void healthyLaptopWithItsMeasurementProducesNothingAboveInfo() {
        List<Finding> findings = fire(healthyLaptop(), measurement(LAPTOP, "2-1", 938).build());

        assertThat(findings).isNotEmpty()
                .allSatisfy(f -> assertThat(f.severity()).as(f.rule()).isEqualTo(Severity.INFO));
        assertThat(findings).extracting(Finding::rule).containsExactly("MEASUREMENT_AT_CEILING");
    }
}
