package dev.linkledger.rules.lab;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.CompiledRules;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.facts.PastLinkFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Finding;

import java.time.Instant;
import java.util.ArrayList;
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

    public static DeviceBuilder device(String host, String path) {
        return new DeviceBuilder(host, path);
    }

    public static PortFact port(String host, String portId, int bus, String peer, Integer measuredMbps, EventRef... measured) {
        return new PortFact(host, portId, bus, PortPath.rootHubName(bus), peer, "hotplug", measuredMbps,
                List.of(event("ev-" + host + "-" + portId, "PortObservedEvent")), List.of(measured));
    }

    public static CableBuilder cable(String id) {
        return new CableBuilder(id);
    }

    public static EnclosureBuilder enclosure(String id) {
        return new EnclosureBuilder(id);
    }

    public static KernelLogFact log(String host, String path, KernelLogKind kind, String text) {
        return new KernelLogFact(host, path, kind, text, List.of(event("ev-log-" + Math.abs(text.hashCode()), "KernelLogRecordedEvent")));
    }

    public static MeasurementBuilder measurement(String host, String path, double goodputMBps) {
        return new MeasurementBuilder(host, path, goodputMBps);
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
}
