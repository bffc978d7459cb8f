package dev.linkledger.inventory.command;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.UsbSpeed;

import java.time.Instant;
import java.util.List;

/**
 * Seed 000's desktop (ASRock B550M-ITX/ac) as its sysfs probe would see it: two AMD xHCI
 * controllers, each a 480M 4-port and a 10000M 2-port root hub, and the JMS583 NVMe enclosure
 * fallen back to 480M on usb3-port2 behind a USB 2.0-only cable, though its BOS says 10 Gb/s.
 */
public final class Seed000Desktop {
    public static final String HOST = "desktop";
    public static final String OBSERVATION = "obs-1";
    public static final Instant AT = Instant.parse("2026-11-30T09:00:00Z");
    public static final String AMD_XHCI = "Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller";

    private Seed000Desktop() {
    }

    public static Observation observation() {
        return observation(OBSERVATION, AT, "configured", List.of(enclosure()));
    }

    /** The desktop with other devices; {@code usb3Port2State} is the port the enclosure hangs on. */
    public static Observation observation(String id, Instant at, String usb3Port2State, List<ObservedDevice> devices) {
        return new Observation(id, HOST, at, "sysfs", buses(), controllers(), ports(usb3Port2State), devices, List.of());
    }

    public static List<ObservedController> controllers() {
        return List.of(
                new ObservedController("0000:03:00.3", "0000:03:00.3", "1022", "149c", "0c0330", AMD_XHCI, List.of(1, 2), false),
                new ObservedController("0000:03:00.4", "0000:03:00.4", "1022", "149c", "0c0330", AMD_XHCI, List.of(3, 4), false));
    }

    public static List<ObservedBus> buses() {
        return List.of(
                new ObservedBus(1, UsbSpeed.parse("480"), 1, 4, "xhci_hcd", "0000:03:00.3"),
                new ObservedBus(2, UsbSpeed.parse("10000"), 1, 2, "xhci_hcd", "0000:03:00.3"),
                new ObservedBus(3, UsbSpeed.parse("480"), 1, 4, "xhci_hcd", "0000:03:00.4"),
                new ObservedBus(4, UsbSpeed.parse("10000"), 1, 2, "xhci_hcd", "0000:03:00.4"));
    }

    /** The USB-C connector: its USB 2.0 half on usb3, its SuperSpeed half on usb4. */
    public static List<ObservedPort> ports(String usb3Port2State) {
        return List.of(
                new ObservedPort("usb3-port2", 3, "usb3", 2, "usb4-port2", "hotplug", "0x00000002", null, 0, usb3Port2State),
                new ObservedPort("usb4-port2", 4, "usb4", 2, "usb3-port2", "hotplug", "0x00000002", null, 0, "not-attached"));
    }

    /** JMicron JMS583 bridge, devnum 5, negotiated 480M on {@code uas}; BOS says 10 Gb/s. */
    public static ObservedDevice enclosure() {
        return enclosure(5, UsbSpeed.parse("480"), new Capability(10000, 1, "bos"), "uas");
    }

    public static ObservedDevice enclosure(int devnum, UsbSpeed speed, Capability capability, String driver) {
        String bcdUsb = speed.superSpeed() ? "3.20" : "2.10";
        return new ObservedDevice("3-2", 3, devnum, "usb3", "usb3-port2", speed, 1, 1, bcdUsb,
                "152d", "0583", "0214", "00", "00", "00", "JMicron", "USB to PCIE Bridge", "0123456789ABCDEF",
                0, "removable", capability,
                List.of(new ObservedInterface(0, "08", "06", "uas".equals(driver) ? "62" : "50", driver)));
    }
}
