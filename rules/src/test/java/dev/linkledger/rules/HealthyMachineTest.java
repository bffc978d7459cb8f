package dev.linkledger.rules;

import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A healthy real machine, shaped like the hardware-probe dumps of a desktop with five xHCI
 * controllers: ten root hubs, chained hubs, full-speed HID, USB 2.0 devices on USB 2.0 ports, a
 * Gen 2x1 SSD on a Gen 2x2 port. Nothing above info, from complete evidence and from a paste of
 * part of it.
 */
class HealthyMachineTest {
    private static final String H = "threadripper";

    private static List<Object> tenRootHubs() {
        List<Object> facts = new ArrayList<>();
        facts.addAll(xhci(H, "0000:02:00.0", 1, 2, 10000, 12, 6));
        facts.addAll(xhci(H, "0000:0c:00.3", 3, 4, 20000, 4, 2));
        facts.addAll(xhci(H, "0000:0d:00.3", 5, 6, 10000, 4, 4));
        facts.addAll(xhci(H, "0000:47:00.1", 7, 8, 10000, 2, 2));
        facts.addAll(xhci(H, "0000:47:00.3", 9, 10, 5000, 2, 2));
        for (int bus = 1; bus <= 10; bus += 2) {
            facts.add(port(H, "usb" + bus + "-port1", bus, "usb" + (bus + 1) + "-port1", null));
            facts.add(port(H, "usb" + (bus + 1) + "-port1", bus + 1, "usb" + bus + "-port1", null));
        }
        return facts;
    }

    private static List<Object> devices() {
        return List.of(
                // keyboard hub (USB 2.0 only) with full-speed HID behind it
                device(H, "1-1").at(480).hub().can(480, CATALOG).ids("05e3", "0608").build(),
                device(H, "1-1.1").at(12).can(12, BCD_USB).drivers("usbhid").ids("046d", "c52b").build(),
                device(H, "1-1.2").at(1.5).can(12, BCD_USB).drivers("usbhid").build(),
                // a USB 3 hub seen on both halves, chained to a second USB 3 hub, with USB 2.0 devices on its 2.0 half
                device(H, "1-2").at(480).hub().can(480, BCD_USB_210).ids("05e3", "0610").build(),
                device(H, "1-2.1").at(480).hub().can(480, BCD_USB_210).ids("05e3", "0610").build(),
                device(H, "1-2.1.3").at(480).can(480, BCD_USB).drivers("snd-usb-audio").ids("0d8c", "0014").build(),
                device(H, "1-2.4").at(12).can(12, BCD_USB).drivers("btusb").ids("8087", "0032").build(),
                device(H, "2-2").at(5000).hub().can(5000, BOS).ids("05e3", "0620").build(),
                device(H, "2-2.1").at(5000).hub().can(5000, BOS).ids("05e3", "0620").build(),
                device(H, "2-2.1.2").at(5000).can(5000, CATALOG).drivers("r8152").ids("0bda", "8153").build(),
                // USB 2.0 devices on USB 2.0 ports: a webcam, a phone, a stick
                device(H, "5-1").at(480).can(480, BCD_USB).drivers("uvcvideo").ids("046d", "085e").build(),
                device(H, "7-1").at(480).can(480, BCD_USB).drivers("usb-storage").ids("0781", "5567").build(),
                device(H, "9-2").at(480).can(480, BOS).drivers("cdc_ncm").build(),
                // a USB 2.0-only Wi-Fi chip on its USB 2.0 link
                device(H, "3-3").at(480).can(480, BCD_USB).drivers("rtw88_8821cu").ids("0bda", "c811").build(),
                // a Gen 2x1 SSD on the Gen 2x2 port
                device(H, "4-1").at(10000).can(10000, BOS).drivers("uas").ids("04e8", "4001").build());
    }

    @Test
    void completeEvidenceOfAHealthyMachineGivesNothingAboveInfo() {
        List<Object> facts = new ArrayList<>(tenRootHubs());
        facts.addAll(devices());

        assertThat(fire(facts)).allSatisfy(f -> assertThat(f.severity()).as(f.rule() + " " + f.subject())
                .isEqualTo(Severity.INFO));
    }

    @Test
    void aPasteOfOneUsb2BusOfTheSameMachineGivesNothingAboveInfo() {
        List<Object> facts = new ArrayList<>(List.of(
                new dev.linkledger.rules.facts.ControllerFact(H, "bus1", null, List.of(1), true, List.of()),
                rootHub(H, 1, 480, "bus1", 12)));
        devices().stream().filter(d -> ((dev.linkledger.rules.facts.DeviceFact) d).bus() == 1).forEach(facts::add);

        List<Finding> findings = fire(facts);
        assertThat(findings).allSatisfy(f -> assertThat(f.severity()).as(f.rule() + " " + f.subject())
                .isEqualTo(Severity.INFO));
    }
}
