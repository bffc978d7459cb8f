package dev.linkledger.advisor.bench;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.facts.MediumKind;
import dev.linkledger.rules.facts.PastLinkFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A host's facts as the FactProjector would build them, at any size: one xHCI controller per 100
 * devices (a 480M and a 10000M root hub, 8 ports each), USB 3 hubs on the root ports and devices
 * behind them. Every tenth device is a 10 Gb/s enclosure, one in five of those stuck at 480M on the
 * USB 2.0 half; one Billboard device and one misreported 5000M x2 link per 100 devices, so the
 * rules have something to find. Deterministic: the same size gives the same facts.
 */
final class SyntheticHost {
    private static final Instant AT = Instant.parse("2026-11-30T08:00:00Z");
    private static final int PORTS = 8;

    private SyntheticHost() {
    }

    static List<Object> facts(String host, int devices) {
        List<Object> facts = new ArrayList<>();
        int controllers = Math.max(1, (devices + 99) / 100);
        int made = 0;
        for (int c = 0; c < controllers; c++) {
            int hs = 2 * c + 1;
            int ss = 2 * c + 2;
            String controller = "0000:%02x:00.0".formatted(c);
            facts.add(new ControllerFact(host, controller, controller, List.of(hs, ss), false, refs(host, "c" + c)));
            facts.add(new RootHubFact(host, hs, 480, controller, "xhci_hcd", PORTS, refs(host, "b" + hs)));
            facts.add(new RootHubFact(host, ss, 10000, controller, "xhci_hcd", PORTS, refs(host, "b" + ss)));
            for (int p = 1; p <= PORTS; p++) {
                facts.add(new PortFact(host, PortPath.rootPortId(hs, p), hs, PortPath.rootHubName(hs), PortPath.rootPortId(ss, p),
                        "hotplug", null, refs(host, "p" + hs + p), List.of()));
                facts.add(new PortFact(host, PortPath.rootPortId(ss, p), ss, PortPath.rootHubName(ss), PortPath.rootPortId(hs, p),
                        "hotplug", null, refs(host, "p" + ss + p), List.of()));
            }
            int budget = Math.min(100, devices - made);
            made += budget;
            // Root ports 1-2 of each bus stay free (somewhere to move to); ports 3-8 carry a hub each.
            int perHub = (budget + 11) / 12;
            int left = budget;
            for (int p = 3; p <= PORTS && left > 0; p++) {
                for (int bus : new int[]{hs, ss}) {
                    if (left <= 0) break;
                    String hubPath = bus + "-" + p;
                    boolean superSpeed = bus == ss;
                    facts.add(device(host, hubPath, bus, PortPath.rootHubName(bus), PortPath.rootPortId(bus, p), superSpeed ? 10000 : 480,
                            1, "2109", superSpeed ? "0822" : "2822", "09", true, 10000, CapabilitySource.BOS, null, List.of("hub")));
                    left--;
                    for (int child = 1; child < perHub && left > 0; child++, left--) {
                        facts.add(child(host, hubPath, bus, superSpeed, child, made - left));
                    }
                }
            }
        }
        facts.add(new CableFact("cable-" + host, "desk cable", "USB 3.2 Gen 2", null, null, 10000, host, "usb2-port3",
                "2-3.1", refs(host, "cable"), refs(host, "cable-test")));
        facts.add(new EnclosureFact("encl-" + host, "NVMe enclosure", "152d", "0583", MediumKind.NVME, 3, 2, null, null,
                2400, "152d", "0583", serial(host, 1), refs(host, "encl")));
        facts.add(new KernelLogFact(host, "2-3.1", KernelLogKind.RESET, "usb 2-3.1: reset SuperSpeed USB device",
                refs(host, "log")));
        return facts;
    }

    private static DeviceFact child(String host, String hubPath, int bus, boolean superSpeed, int child, int index) {
        String path = hubPath + "." + child;
        String portId = PortPath.portName(hubPath, child);
        if (index % 100 == 7)
            return device(host, path, bus, hubPath, portId, 480, 1, "2109", "0102", "11", false, 480, CapabilitySource.BCD_USB,
                    null, List.of());
        if (index % 100 == 13 && superSpeed)
            return device(host, path, bus, hubPath, portId, 5000, 2, "0bda", "9210", "00", false, 10000, CapabilitySource.BOS,
                    "S" + index, List.of("uas"));
        if (child == 1 || index % 10 == 0) {
            double speed = superSpeed ? 10000 : 480;
            DeviceFact enclosure = device(host, path, bus, hubPath, portId, speed, 1, "152d", "0583", "00", false, 10000,
                    CapabilitySource.BOS, child == 1 && superSpeed ? serial(host, 1) : serial(host, index), List.of("uas"));
            return enclosure;
        }
        if (index % 3 == 0)
            return device(host, path, bus, hubPath, portId, 12, 1, "046d", "c31c", "00", false, null,
                    CapabilitySource.UNKNOWN, null, List.of("usbhid"));
        return device(host, path, bus, hubPath, portId, superSpeed ? 5000 : 480, 1, "0781", "5583", "00", false, 5000,
                CapabilitySource.BOS, "SD" + index, List.of("usb-storage"));
    }

    private static DeviceFact device(String host, String path, int bus, String parent, String portId, double speed,
                                     int lanes, String vid, String pid, String deviceClass, boolean hub, Integer capability,
                                     CapabilitySource source, String serial, List<String> drivers) {
        return new DeviceFact(host, path, bus, path.hashCode() & 0x7f, parent, portId, speed, lanes, vid, pid,
                hub ? " 3.20" : " 3.10", deviceClass, hub, "product " + path, drivers, capability, source,
                refs(host, "d" + path), refs(host, "cap" + path), serial);
    }

    /** Past links: every enclosure once ran at 10000M on another host. */
    static List<PastLinkFact> pastLinks(List<Object> facts) {
        List<PastLinkFact> links = new ArrayList<>();
        for (Object f : facts) {
            if (f instanceof DeviceFact d && "0583".equals(d.productId()) && d.serial() != null)
                links.add(new PastLinkFact(d.vendorId(), d.productId(), d.serial(), 10000, 1, "elsewhere", "usb2-port1",
                        "2-1", new EventRef("past-" + d.serial(), "DeviceConnectedEvent", AT)));
        }
        return links;
    }

    private static String serial(String host, int index) {
        return host + "-" + index;
    }

    private static List<EventRef> refs(String host, String what) {
        return List.of(new EventRef(host + ":" + what, "DeviceConnectedEvent", AT));
    }
}
