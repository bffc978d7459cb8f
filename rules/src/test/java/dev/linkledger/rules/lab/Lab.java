package dev.linkledger.rules.lab;

import dev.linkledger.rules.CompiledRules;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.CapabilitySource;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.facts.MediumKind;
import dev.linkledger.rules.facts.MeasurementFact;
import dev.linkledger.rules.facts.PastLinkFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Finding;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Fact builders for rule tests: hosts, devices, cables, enclosures, log lines and measurements. */
public final class Lab {
    private Lab() {
    }

    public static EventRef event(String id, String type) {
        return new EventRef(id, type, Instant.parse("2026-11-30T06:00:00Z"));
    }

    public static ControllerFact controller(String host, String id, Integer... buses) {
        return new ControllerFact(host, id, id, List.of(buses), false, List.of(event("ev-" + host + "-" + id, "ControllerObservedEvent")));
    }

    public static RootHubFact rootHub(String host, int bus, double speedMbps, String controllerId, int ports) {
        return rootHub(host, bus, speedMbps, controllerId, ports, "xhci_hcd");
    }

    public static RootHubFact rootHub(String host, int bus, double speedMbps, String controllerId, int ports, String driver) {
        return new RootHubFact(host, bus, speedMbps, controllerId, driver, ports,
                List.of(event("ev-" + host + "-usb" + bus, "RootHubObservedEvent")));
    }

    /** One xHCI controller with a 480M and a SuperSpeed root hub. */
    public static List<Object> xhci(String host, String id, int usb2Bus, int ssBus, double ssMbps, int usb2Ports, int ssPorts) {
        return List.of(controller(host, id, usb2Bus, ssBus), rootHub(host, usb2Bus, 480, id, usb2Ports),
                rootHub(host, ssBus, ssMbps, id, ssPorts));
    }

    public static Device device(String host, String path) {
        return new Device(host, path);
    }

    public static PortFact port(String host, String portId, int bus, String peer, Integer measuredMbps, EventRef... measured) {
        return new PortFact(host, portId, bus, "usb" + bus, peer, "hotplug", measuredMbps,
                List.of(event("ev-" + host + "-" + portId, "PortObservedEvent")), List.of(measured));
    }

    public static Cable cable(String id) {
        return new Cable(id);
    }

    public static Enclosure enclosure(String id) {
        return new Enclosure(id);
    }

    public static KernelLogFact log(String host, String path, KernelLogKind kind, String text) {
        return new KernelLogFact(host, path, kind, text, List.of(event("ev-log-" + Math.abs(text.hashCode()), "KernelLogRecordedEvent")));
    }

    public static Measurement measurement(String host, String path, double goodputMBps) {
        return new Measurement(host, path, goodputMBps);
    }

    public static PastLinkFact pastLink(DeviceFact device, double bestMbps, String host, String portId, String eventId) {
        return new PastLinkFact(device.vendorId(), device.productId(), device.serial(), bestMbps, 1, host, portId,
                null, event(eventId, "DeviceConnectedEvent"));
    }

    /** Fires the compiled rule base over all facts (lists are flattened). */
    public static List<Finding> fire(Object... facts) {
        List<Object> flat = new ArrayList<>();
        for (Object fact : facts) {
            if (fact instanceof List<?> list) flat.addAll(list);
            else flat.add(fact);
        }
        return CompiledRules.fire(flat.toArray());
    }

    public static List<Finding> withRule(List<Finding> findings, String rule) {
        return findings.stream().filter(f -> f.rule().equals(rule)).toList();
    }

    public static final class Device {
        private final String host;
        private final String path;
        private double speed = 480;
        private int lanes = 1;
        private Integer capability;
        private CapabilitySource source = CapabilitySource.UNKNOWN;
        private List<String> drivers = List.of();
        private boolean hub;
        private String vid;
        private String pid;
        private String serial;
        private String deviceClass = "00";
        private String bcd;
        private String product;

        private Device(String host, String path) {
            this.host = host;
            this.path = path;
        }

        public Device at(double speedMbps) { this.speed = speedMbps; return this; }
        public Device lanes(int lanes) { this.lanes = lanes; return this; }
        public Device can(int mbps, CapabilitySource source) { this.capability = mbps; this.source = source; return this; }
        public Device drivers(String... drivers) { this.drivers = Arrays.asList(drivers); return this; }
        public Device hub() { this.hub = true; this.deviceClass = "09"; return this; }
        public Device ids(String vid, String pid) { this.vid = vid; this.pid = pid; return this; }
        public Device serial(String serial) { this.serial = serial; return this; }
        public Device deviceClass(String deviceClass) { this.deviceClass = deviceClass; return this; }
        public Device bcd(String bcd) { this.bcd = bcd; return this; }
        public Device product(String product) { this.product = product; return this; }

        public DeviceFact build() {
            int bus = Integer.parseInt(path.substring(0, path.indexOf('-')));
            int dot = path.lastIndexOf('.');
            String parent = dot < 0 ? "usb" + bus : path.substring(0, dot);
            String portId = dot < 0 ? "usb" + bus + "-port" + path.substring(path.indexOf('-') + 1)
                    : parent + "-port" + path.substring(dot + 1);
            return new DeviceFact(host, path, bus, 5, parent, portId, speed, lanes, vid, pid, bcd, deviceClass, hub, product,
                    drivers, capability, source, List.of(event("ev-" + host + "-dev-" + path, "DeviceConnectedEvent")),
                    capability == null ? List.of() : List.of(event("ev-" + host + "-cap-" + path, "DeviceCapabilityLearnedEvent")),
                    serial);
        }
    }

    public static final class Cable {
        private final String id;
        private String label;
        private String printed;
        private Integer declared;
        private Integer limitedTo;
        private Integer carriesAtLeast;
        private String host;
        private String portId;
        private String devicePath;
        private final List<EventRef> measured = new ArrayList<>();

        private Cable(String id) {
            this.id = id;
        }

        public Cable label(String label) { this.label = label; return this; }
        public Cable printed(String printed) { this.printed = printed; return this; }
        public Cable emarker(int mbps) { this.declared = mbps; return this; }
        public Cable limitedTo(int mbps, EventRef event) { this.limitedTo = mbps; measured.add(event); return this; }
        public Cable carries(int mbps, EventRef event) { this.carriesAtLeast = mbps; measured.add(event); return this; }
        public Cable on(DeviceFact device) {
            this.host = device.hostId(); this.portId = device.portId(); this.devicePath = device.path(); return this;
        }

        public CableFact build() {
            return new CableFact(id, label, printed, declared, limitedTo, carriesAtLeast, host, portId, devicePath,
                    List.of(event("ev-cable-" + id, "CableRegisteredEvent")), List.copyOf(measured));
        }
    }

    public static final class Enclosure {
        private final String id;
        private String label;
        private String bridgeVid;
        private String bridgePid;
        private MediumKind medium;
        private Integer gen;
        private Integer lanes;
        private String sdClass;
        private String sdBus;
        private Integer rated;
        private DeviceFact device;

        private Enclosure(String id) {
            this.id = id;
        }

        public Enclosure label(String label) { this.label = label; return this; }
        public Enclosure bridge(String vid, String pid) { this.bridgeVid = vid; this.bridgePid = pid; return this; }
        public Enclosure nvme(Integer gen, Integer lanes, Integer ratedMBps) {
            this.medium = MediumKind.NVME; this.gen = gen; this.lanes = lanes; this.rated = ratedMBps; return this;
        }
        public Enclosure sata() { this.medium = MediumKind.SATA; return this; }
        public Enclosure sd(String speedClass, String bus) { this.medium = MediumKind.SD; this.sdClass = speedClass; this.sdBus = bus; return this; }
        public Enclosure boundTo(DeviceFact device) { this.device = device; return this; }

        public EnclosureFact build() {
            return new EnclosureFact(id, label, bridgeVid, bridgePid, medium, gen, lanes, sdClass, sdBus, rated,
                    device.vendorId(), device.productId(), device.serial(), List.of(event("ev-encl-" + id, "EnclosureRegisteredEvent")));
        }
    }

    public static final class Measurement {
        private final String host;
        private final String path;
        private final double goodput;
        private boolean read = true;
        private boolean direct = true;
        private int queueDepth = 32;
        private Integer blockSize = 1 << 20;
        private double link = 10000;
        private int lanes = 1;
        private boolean usb4;
        private boolean uas = true;
        private String tool = "fio libaio";

        private Measurement(String host, String path, double goodput) {
            this.host = host;
            this.path = path;
            this.goodput = goodput;
        }

        public Measurement write() { this.read = false; return this; }
        public Measurement buffered() { this.direct = false; return this; }
        public Measurement queueDepth(int qd) { this.queueDepth = qd; return this; }
        public Measurement blockSize(Integer bytes) { this.blockSize = bytes; return this; }
        public Measurement link(double mbps) { this.link = mbps; return this; }
        public Measurement usb4(double mbps) { this.link = mbps; this.usb4 = true; return this; }
        public Measurement bot() { this.uas = false; return this; }
        public Measurement tool(String tool) { this.tool = tool; return this; }

        public MeasurementFact build() {
            return new MeasurementFact(host, path, goodput, read, direct, queueDepth, blockSize, link, lanes, usb4, uas, tool,
                    List.of(event("ev-measure-" + host + "-" + path + "-" + goodput, "ThroughputMeasuredEvent")));
        }
    }
}
