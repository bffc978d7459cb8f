package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;

import dev.linkledger.probe.text.Plural;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A few lines a person can read at a glance: buses, then each device with "is doing" beside "can
 * do". A link below what both ends support is marked {@code !} as {@code probe tree} marks it (the
 * same {@link LinkTreeBuilder} decides), and the legend appears only when something is marked.
 */
final class HumanSummary {
    private HumanSummary() {
    }

    static String of(Observation o, boolean verbose) {
        return of(o, verbose, new Terminal(false, Map.of()));
    }

    static String of(Observation o, boolean verbose, Terminal terminal) {
        Map<String, LinkTreeNode> marked = marked(o);
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("host %s (%s): %s, %s, %s%n", terminal.style("bold", o.hostId()), o.source(),
                Plural.of(o.buses().size(), "bus"), Plural.of(o.controllers().size(), "controller"),
                Plural.of(o.devices().size(), "device")));
        for (ObservedBus b : o.buses()) {
            sb.append(String.format("  bus %d  %s  %s  %s  controller %s%n", b.bus(), b.speedMbps(),
                    b.ports() == null ? "? ports" : Plural.of(b.ports(), "port"), Objects.toString(b.driver(), "?"), Objects.toString(b.controller(), "?")));
        }
        for (ObservedDevice d : o.devices()) {
            LinkTreeNode mark = d.placed() ? marked.get(d.path()) : null;
            String link = "link " + d.speedMbps();
            sb.append(String.format("%s %-10s %s  %s  %s  can %s%s%s%n", mark == null ? " " : terminal.style("bold,red", "!"), d.key(),
                    terminal.style("yellow", id(d)), terminal.style("bold", name(d)),
                    mark == null ? link : terminal.style("bold,red", link), capability(d.capability()),
                    mark == null ? "" : "  port can " + mark.upstreamCapableMbps() + "M", drivers(d)));
        }
        for (var r : o.thunderbolt()) {
            String name = (Objects.toString(r.vendorName(), "") + " " + Objects.toString(r.deviceName(), "")).trim();
            String link = r.rxSpeedGbps() == null ? "" : String.format(java.util.Locale.ROOT, "  link %s x %s Gb/s",
                    Objects.toString(r.rxLanes(), "?"), r.rxSpeedGbps() % 1 == 0 ? String.valueOf(r.rxSpeedGbps().intValue()) : r.rxSpeedGbps());
            sb.append(String.format("  thunderbolt %s  %s  generation %s%s%s%n", r.name(), name.isEmpty() ? "?" : name,
                    Objects.toString(r.generation(), "?"), link, r.status() == null ? "" : "  " + r.status()));
        }
        if (!marked.isEmpty()) sb.append("Legend: ").append(LinkTree.LEGEND).append(System.lineSeparator());
        if (!o.notes().isEmpty()) {
            sb.append(String.format("%s%s%n", Plural.of(o.notes().size(), "note"), verbose ? ":" : " (use --verbose to list)"));
            if (verbose) for (ObservationNote n : o.notes()) sb.append("  ").append(note(n)).append(System.lineSeparator());
        }
        return sb.toString();
    }

    /** The devices whose link runs below both ends, by path. */
    private static Map<String, LinkTreeNode> marked(Observation o) {
        Map<String, LinkTreeNode> marked = new HashMap<>();
        for (LinkTreeBus bus : new LinkTreeBuilder(o).build().buses()) collect(bus.devices(), marked);
        return marked;
    }

    private static void collect(List<LinkTreeNode> nodes, Map<String, LinkTreeNode> marked) {
        for (LinkTreeNode n : nodes) {
            if (n.belowBothEnds()) marked.put(n.path(), n);
            collect(n.children(), marked);
        }
    }

    private static String id(ObservedDevice d) {
        return d.vendorId() == null ? "????:????" : d.vendorId() + ":" + d.productId();
    }

    private static String name(ObservedDevice d) {
        String name = (Objects.toString(d.manufacturer(), "") + " " + Objects.toString(d.product(), "")).trim();
        return name.isEmpty() ? "-" : name;
    }

    private static String capability(Capability c) {
        return c == null || c.maxSpeedMbps() == null ? "unknown" : c.maxSpeedMbps() + "M (" + c.source() + ")";
    }

    private static String drivers(ObservedDevice d) {
        String drivers = d.interfaces().stream().map(ObservedInterface::driver).filter(Objects::nonNull).distinct()
                .collect(Collectors.joining(","));
        return drivers.isEmpty() ? "" : "  driver " + drivers;
    }

    private static String note(ObservationNote n) {
        return (n.line() == null ? "" : "line " + n.line() + ": ") + n.kind() + " " + Objects.toString(n.where(), "") + ": " + n.message();
    }
}
