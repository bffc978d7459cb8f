package dev.linkledger.rules.lab;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.probe.usb.CapabilitySource.*;
import static dev.linkledger.rules.lab.Lab.*;

/**
 * The five background stories as facts (src/test/resources/background/README.md quotes the lines
 * each number comes from).
 */
public final class Seeds {
    public static final String DESKTOP = "b550-desktop";
    public static final String LAPTOP = "laptop";
    public static final String NETBOOK = "hp-dm1";
    public static final String WORKSTATION = "workstation";
    public static final String MOKIN_HOST = "thinkpad-t15";

    /** Seed 000's laptop link, at which the new 80 Gbps cable carried the enclosure at 10000M. */
    public static final EventRef LAPTOP_LINK = event("ev-laptop-10000M", "DeviceConnectedEvent");

    private Seeds() {
    }

    /** Seed 000's desktop, lsusb -t: two xHCI controllers, each 480M (4 ports) and 10000M (2 ports). */
    public static List<Object> desktop() {
        List<Object> facts = new ArrayList<>(xhci(DESKTOP, "0000:03:00.3", 1, 2, 10000, 4, 2));
        facts.addAll(xhci(DESKTOP, "0000:03:00.4", 3, 4, 10000, 4, 2));
        return facts;
    }

    /** Seed 000's JMS583 enclosure on a given host and path. */
    public static DeviceBuilder jms583(String host, String path) {
        return device(host, path).ids("152d", "0583").serial("DD564198838A").product("USB to PCIE Bridge");
    }

    /** Seed 000 after a drawer cable: Bus 003 Port 002, Driver=uas, 480M (capability from the uas driver). */
    public static DeviceFact desktopEnclosureAt480() {
        return jms583(DESKTOP, "3-2").at(480).can(5000, UAS_DRIVER).drivers("uas").build();
    }

    /** Seed 000 with the new cable: the desktop's USB-C port links the 10 Gb/s enclosure at 5000M. */
    public static DeviceFact desktopEnclosureAt5000() {
        return jms583(DESKTOP, "4-1").at(5000).can(10000, CATALOG).drivers("uas").build();
    }

    /** The laptop: one xHCI controller, 480M and 10000M root hubs. */
    public static List<Object> laptop() {
        return xhci(LAPTOP, "0000:00:14.0", 1, 2, 10000, 4, 2);
    }

    public static DeviceFact laptopEnclosure() {
        return jms583(LAPTOP, "2-1").at(10000).can(10000, CATALOG).drivers("uas").build();
    }

    /** Seed 001's netbook: two USB 2.0 ports on EHCI, one USB 3.0 port on xHCI. */
    public static List<Object> netbook() {
        return List.of(controller(NETBOOK, "0000:00:12.2", 1), rootHub(NETBOOK, 1, 480, "0000:00:12.2", 2, "ehci-pci"),
                controller(NETBOOK, "0000:00:10.0", 2, 3), rootHub(NETBOOK, 2, 480, "0000:00:10.0", 1),
                rootHub(NETBOOK, 3, 5000, "0000:00:10.0", 1));
    }

    /** Seed 001's USB 3.0 stick in a USB 2.0 port: bcdUSB 2.10. */
    public static DeviceFact stickInUsb2Port() {
        return device(NETBOOK, "1-2").at(480).bcd(" 2.10").can(5000, BCD_USB_210).drivers("usb-storage")
                .ids("0781", "5580").serial("4C530001").product("Extreme").build();
    }

    /** Seed 002's workstation: Bus 001 xhci 16p 480M, Bus 002 xhci 8p 5000M. */
    public static List<Object> workstation() {
        return xhci(WORKSTATION, "0000:00:14.0", 1, 2, 5000, 16, 8);
    }

    /** Seed 002: KVM switch 1-7 (USB 2.0), keyboard hub 1-7.2 ("blue USB 3.0"), HID, empty hub, reader 1-7.2.1. */
    public static List<DeviceFact> kvmChain() {
        return List.of(
                device(WORKSTATION, "1-7").at(480).hub().can(480, BCD_USB).bcd(" 2.00").product("KVM Switch").build(),
                device(WORKSTATION, "1-7.2").at(480).hub().can(5000, BOS).product("Keyboard Hub").build(),
                device(WORKSTATION, "1-7.2.3").at(1.5).can(12, BCD_USB).drivers("usbhid").build(),
                device(WORKSTATION, "1-7.2.4").at(480).hub().can(480, BCD_USB).build(),
                device(WORKSTATION, "1-7.2.1").at(480).can(5000, BOS).drivers("usb-storage").ids("05e3", "0749")
                        .serial("000000001532").product("MicroSD Reader").build());
    }

    /** Seed 002 after the move: the reader on the 5000M root hub. */
    public static DeviceFact readerAt5000() {
        return device(WORKSTATION, "2-3").at(5000).can(5000, BOS).drivers("usb-storage").ids("05e3", "0749")
                .serial("000000001532").product("MicroSD Reader").build();
    }

    /** Seed 002's card: V30 on a UHS-I bus, in the reader. */
    public static Object v30Card(DeviceFact reader) {
        return enclosure("microsd-v30").label("V30 MicroSD in reader").bridge("05e3", "0749").sd("V30", "UHS-I")
                .boundTo(reader).build();
    }

    /** Seed 003: the Mokin JMS583 enclosure after the cable swap, at 10000M. */
    public static DeviceFact mokinAt10000() {
        return device(MOKIN_HOST, "2-1").at(10000).can(10000, CATALOG).drivers("uas").ids("152d", "0583")
                .serial("0123456789ABCDEF").product("USB to PCIE Bridge").build();
    }

    /** Seed 003's WD Blue SN550: "Up to 2,400 MB/s", behind the JMS583's PCIe Gen3 x2. */
    public static Object sn550In(DeviceFact mokin) {
        return enclosure("mokin").label("Mokin M.2 NVMe enclosure").bridge("152d", "0583").nvme(3, 2, 2400)
                .boundTo(mokin).build();
    }

    public static List<Object> mokinHost() {
        return xhci(MOKIN_HOST, "0000:00:14.0", 1, 2, 10000, 4, 4);
    }
}
