package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import dev.linkledger.probe.text.Plural;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The tree as text, shaped like {@code lsusb -t} so it reads familiar; a marked line starts with
 * {@code !} and, on a colour terminal, shows its speed in red (the mark never by colour alone), as
 * cyme colours ids and names so the eye finds them. The legend comes only when a line is marked.
 */
final class LinkTreeText {
    private static final Map<String, String> CABLE_SPEEDS = Map.of("usb2", "USB 2.0 only", "gen1", "USB 3.2 Gen 1",
            "gen2", "USB 3.2 Gen 2", "usb4-gen3", "USB4 Gen 3", "usb4-gen4", "USB4 Gen 4");

    private final StringBuilder sb = new StringBuilder();
    private final Terminal terminal;
    private boolean anyMarked;

    private LinkTreeText(Terminal terminal) {
        this.terminal = terminal;
    }

    static String of(LinkTree tree) {
        return of(tree, new Terminal(false, Map.of()));
    }

    static String of(LinkTree tree, Terminal terminal) {
        LinkTreeText text = new LinkTreeText(terminal);
        tree.buses().forEach(text::bus);
        text.thunderbolt(tree.thunderbolt());
        if (text.anyMarked) text.sb.append("Legend: ").append(tree.legend()).append('\n');
        return text.sb.toString();
    }

    private void bus(LinkTreeBus b) {
        sb.append(String.format(Locale.ROOT, "/:  %s: %s, %s, %s", terminal.style("bold", String.format(Locale.ROOT, "Bus %03d", b.bus())),
                terminal.style("cyan", Objects.toString(b.speedMbps(), "?")),
                b.ports() == null ? "? ports" : Plural.of(b.ports(), "port"), Objects.toString(b.driver(), "?")));
        if (b.controller() != null) {
            sb.append(", controller ").append(b.controller());
            if (b.controllerIds() != null) sb.append(" [").append(b.controllerIds()).append(']');
            if (b.controllerName() != null) sb.append(' ').append(b.controllerName());
            if (b.controllerBuses().size() > 1) {
                sb.append(" (buses ").append(String.join("+", b.controllerBuses().stream().map(String::valueOf).toList())).append(')');
            }
        }
        sb.append('\n');
        b.devices().forEach(d -> device(d, 1));
    }

    private void device(LinkTreeNode d, int depth) {
        String indent = "    ".repeat(depth - 1);
        anyMarked |= d.belowBothEnds();
        sb.append(d.belowBothEnds() ? terminal.style("bold,red", "!") : " ").append("   ").append(indent);
        sb.append(String.format(Locale.ROOT, "|__ Port %03d: Dev %s, %s %s", d.port(),
                d.devnum() == null ? "?" : String.format(Locale.ROOT, "%03d", d.devnum()), d.path(),
                terminal.style("yellow", Objects.toString(d.vidPid(), "????:????"))));
        if (d.name() != null) sb.append(' ').append(terminal.style("bold", d.name()));
        for (String i : d.interfaces()) sb.append(", ").append(i).append(d.hubPorts() != null && i.startsWith("Hub/") ? "/" + d.hubPorts() + "p" : "");
        String speed = Objects.toString(d.negotiatedMbps(), "?");
        sb.append(", ").append(terminal.style(d.belowBothEnds() ? "bold,red" : "green", speed));
        sb.append(", can ").append(d.capableMbps() == null ? "?" : d.capableMbps() + "M").append(" (").append(d.capabilitySource()).append(')');
        if (d.belowBothEnds()) sb.append(", port can ").append(d.upstreamCapableMbps()).append('M');
        if (d.companionPort() != null) sb.append(", companion ").append(d.companionPort());
        sb.append('\n');
        String detail = "    " + indent + "    ";
        if (d.typecPort() != null) sb.append(detail).append("Type-C ").append(d.typecPort()).append(": ").append(cable(d.cable())).append('\n');
        for (ObservedBlockDevice disk : d.disks()) sb.append(detail).append(disk(disk)).append('\n');
        d.children().forEach(c -> device(c, depth + 1));
    }

    private static String cable(ObservedCable c) {
        if (c == null) return "no cable identity";
        if (c.usbSpeed() == null) return "cable " + Objects.toString(c.kind(), "of unknown kind") + ", no e-marker speed";
        StringBuilder s = new StringBuilder("cable ").append(c.kind()).append(", ")
                .append(CABLE_SPEEDS.get(c.usbSpeed())).append(" (").append(c.maxSpeedMbps()).append("M)");
        if (c.currentMa() != null) s.append(", ").append(c.currentMa() / 1000).append(" A");
        if (c.maxVoltageV() != null) s.append(", ").append(c.maxVoltageV()).append(" V");
        if (c.identity() != null && c.identity().vendorId() != null) s.append(", e-marker vid ").append(c.identity().vendorId());
        return s.toString();
    }

    private static String disk(ObservedBlockDevice b) {
        String size = b.sizeBytes() == null ? "size ?" : String.format(Locale.ROOT, "%.1f GB", b.sizeBytes() / 1e9);
        String model = (Objects.toString(b.vendor(), "") + " " + Objects.toString(b.model(), "")).trim();
        String rotation = b.rotational() == null ? "" : b.rotational() ? ", rotational" : ", not rotational";
        return "disk " + b.name() + " " + size + (model.isEmpty() ? "" : " " + model) + rotation;
    }

    private void thunderbolt(List<ObservedThunderboltDevice> routers) {
        if (routers.isEmpty()) return;
        sb.append("USB4/Thunderbolt:\n");
        java.util.Map<String, ObservedThunderboltDevice> byName = new java.util.HashMap<>();
        routers.forEach(r -> byName.put(r.name(), r));
        for (ObservedThunderboltDevice r : routers) {
            int depth = depth(r, byName);
            sb.append("    ").append("    ".repeat(Math.max(0, depth - 1))).append(depth == 0 ? "" : "|__ ").append(r.name());
            String name = (Objects.toString(r.vendorName(), "") + " " + Objects.toString(r.deviceName(), "")).trim();
            if (!name.isEmpty()) sb.append(' ').append(name);
            sb.append(", generation ").append(Objects.toString(r.generation(), "?"));
            if (r.rxSpeedGbps() != null) sb.append(String.format(Locale.ROOT, ", rx %s x %.1f Gb/s", Objects.toString(r.rxLanes(), "?"), r.rxSpeedGbps()));
            if (r.txSpeedGbps() != null) sb.append(String.format(Locale.ROOT, ", tx %s x %.1f Gb/s", Objects.toString(r.txLanes(), "?"), r.txSpeedGbps()));
            if (!r.links().isEmpty()) sb.append(", links ").append(String.join(",", r.links()));
            if (r.status() != null) sb.append(", ").append(r.status());
            sb.append('\n');
        }
    }

    /**
     * 0 for a host router; below the parent the evidence names; else from the kernel's route
     * ({@code 0-301}: two hops), and one level for a router named by its boltctl uuid alone.
     */
    private static int depth(ObservedThunderboltDevice r, java.util.Map<String, ObservedThunderboltDevice> byName) {
        int depth = 0;
        for (ObservedThunderboltDevice at = r; depth < 8; depth++) {
            if (Boolean.TRUE.equals(at.host())) return depth;
            ObservedThunderboltDevice up = at.parent() == null ? null : byName.get(at.parent());
            if (up == null) return depth + routeDepth(at);
            at = up;
        }
        return depth;
    }

    private static int routeDepth(ObservedThunderboltDevice r) {
        if (!r.name().matches("\\d+-[0-9a-f]+")) return Boolean.FALSE.equals(r.host()) || r.host() == null ? 1 : 0;
        String route = r.name().substring(r.name().indexOf('-') + 1);
        return route.equals("0") ? 0 : (route.length() + 1) / 2;
    }
}
