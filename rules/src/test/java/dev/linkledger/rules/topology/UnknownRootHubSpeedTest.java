package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Finding;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A root hub whose speed the evidence does not give (a dmesg paste names bus 2 but not its speed:
 * NaN in the fact) is no evidence of SuperSpeed, nor of anything faster than a known root hub: the
 * advice with such a root hub must be the advice without it. (ports.drl's USB2_ONLY_PORT rule keeps
 * its "SuperSpeed seen" check in Java for that reason; these shapes guard the DRL comparisons of
 * the other rules, {@code speedMbps >= 5000} and {@code speedMbps > $rootHub.speedMbps}.)
 */
class UnknownRootHubSpeedTest {
    private static final String H = "dmesg-host";

    private static List<Finding> advise(boolean withUnknownBus, Object... devices) {
        List<Object> facts = new ArrayList<>(List.of(
                new ControllerFact(H, "xhci", null, List.of(1, 2), true, List.of(event("ev-c", "ControllerObservedEvent"))),
                rootHub(H, 1, 480, "xhci", 4, "xhci_hcd")));
        if (withUnknownBus) facts.add(rootHub(H, 2, Double.NaN, "xhci", 4, "xhci_hcd"));
        facts.addAll(List.of(devices));
        return fire(facts.toArray());
    }

    @Test
    void aUsb3DeviceAt480MIsAdvisedAsIfTheUnknownBusWereNotThere() {
        DeviceFact enclosure = device(H, "1-1").at(480).can(10000, BOS).drivers("uas").ids("0bda", "9210").build();

        assertThat(summary(advise(true, enclosure))).isEqualTo(summary(advise(false, enclosure)));
    }

    @Test
    void aRootPortDeviceKeepsItsKnownRootHubAsTheFastestUpstream() {
        DeviceFact stick = device(H, "1-2").at(480).build();
        DeviceFact enclosure = device(H, "1-1").at(480).can(5000, UAS_DRIVER).drivers("uas").build();

        assertThat(summary(advise(true, stick, enclosure))).isEqualTo(summary(advise(false, stick, enclosure)));
    }

    private static List<String> summary(List<Finding> findings) {
        return findings.stream().map(f -> f.rule() + " " + f.subject().path() + " " + f.severity() + " " + f.confidence())
                .sorted().toList();
    }
}
