package dev.linkledger.rules.lab;

import dev.linkledger.probe.history.LinkHistory;
import dev.linkledger.probe.imports.ImportFormat;
import dev.linkledger.probe.imports.Imports;
import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.CompiledRules;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.facts.PastLinkFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Finding;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
                PortPath.looksLike(device.path()) ? pathOf(portId, device.path()) : null, event(eventId, "DeviceConnectedEvent"));
    }

    /** The path a port id holds ({@code usb3-port1} → 3-1); the device's own path when the id is not a port's name. */
    private static String pathOf(String portId, String fallback) {
        PortPath p = PortPath.pluggedInto(portId);
        return p == null ? fallback : p.toString();
    }

    /**
     * A host's kernel log as the advisor gives it to the rules: the paste read by the dmesg import,
     * its lines read as per-port history, each line's event {@code log-<host>-<line>}.
     */
    public static List<PortHistoryFact> kernelLog(String host, String paste) {
        List<KernelLogEntry> entries;
        try {
            entries = new Imports().parse(paste, host, ImportFormat.DMESG).kernelLog();
        } catch (ImportException e) {
            throw new IllegalArgumentException(e);
        }
        List<LinkHistory.Logged> lines = entries.stream()
                .map(e -> new LinkHistory.Logged(e.text(), "log-" + host + "-" + e.line())).toList();
        List<EventRef> events = lines.stream().map(l -> event(l.ref(), "KernelLogLineRecordedEvent")).toList();
        return LinkHistory.of(lines).stream().map(t -> new PortHistoryFact(host, t, events.stream()
                .filter(e -> t.lines().stream().anyMatch(l -> l.ref().equals(e.id()))).toList())).toList();
    }

    /** A real kernel log of probe/model's src/test/resources/history (sources in its README). */
    public static String kernelLogFixture(String name) {
        try (InputStream in = Lab.class.getResourceAsStream("/history/" + name)) {
            if (in == null) throw new IllegalArgumentException("no kernel log fixture " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
