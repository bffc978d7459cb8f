package dev.linkledger.rules;

import dev.linkledger.rules.finding.Finding;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A 200-device host gives the findings of its parts, no more. Prints the warm time per evaluation
 * (a rough figure for the benchmark, not asserted: the machine is shared).
 */
class LargeHostTest {
    private static final String HOST = "farm";

    /** 8 USB 3 hubs (SuperSpeed halves with 7 Ethernet adapters each, USB 2.0 halves with 7 HIDs each),
     *  8 USB 2.0 hubs with 8 devices each, 5 of them SuperSpeed sticks held at 480M. */
    private static List<Object> farm() {
        List<Object> facts = new ArrayList<>(xhci(HOST, "0000:00:14.0", 1, 2, 10000, 16, 8));
        for (int p = 1; p <= 8; p++) {
            facts.add(device(HOST, "2-" + p).at(5000).hub().can(5000, BOS).ids("05e3", "0620").build());
            facts.add(device(HOST, "1-" + p).at(480).hub().can(480, BCD_USB).ids("05e3", "0610").build());
            for (int c = 1; c <= 7; c++) {
                facts.add(device(HOST, "2-" + p + "." + c).at(5000).can(5000, CATALOG).drivers("r8152").ids("0bda", "8153").build());
                facts.add(device(HOST, "1-" + p + "." + c).at(12).can(12, BCD_USB).drivers("usbhid").build());
            }
        }
        for (int p = 9; p <= 16; p++) {
            facts.add(device(HOST, "1-" + p).at(480).hub().can(480, BCD_USB).build());
            for (int c = 1; c <= 8; c++) {
                boolean stick = p <= 13 && c == 1;
                facts.add(stick ? device(HOST, "1-" + p + "." + c).at(480).can(5000, BOS).drivers("usb-storage").build()
                        : device(HOST, "1-" + p + "." + c).at(480).can(480, BCD_USB).drivers("cdc_acm").build());
            }
        }
        return facts;
    }

    @Test
    void twoHundredDeviceHostReportsEachUsb2HubHoldingAStick() {
        List<Object> facts = farm();
        assertThat(facts.stream().filter(f -> f instanceof dev.linkledger.rules.facts.DeviceFact)).hasSize(200);

        List<Finding> findings = fire(facts);
        long[] nanos = new long[100];
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            fire(facts);
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        System.out.printf("LargeHostTest: 200 devices, %d findings, warm median %.1f ms, min %.1f ms%n",
                findings.size(), nanos[nanos.length / 2] / 1e6, nanos[0] / 1e6);

        assertThat(findings).extracting(Finding::rule).containsOnly("USB2_HUB_IN_PATH").hasSize(5);
        assertThat(findings).extracting(f -> f.subject().path()).containsExactlyInAnyOrder("1-9", "1-10", "1-11", "1-12", "1-13");
    }
}
