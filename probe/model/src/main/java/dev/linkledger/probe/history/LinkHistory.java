package dev.linkledger.probe.history;

import dev.linkledger.probe.usb.PortPath;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A host's kernel log read as link history: per port, as the kernel named it, the ordered
 * timeline of enumerations (with the speed the kernel named), resets, disconnects and failures.
 * Lines the history does not know (drivers, SCSI, root hubs) are left out; the caller gives the
 * lines in the order they were logged.
 */
public final class LinkHistory {
    private LinkHistory() {
    }

    /** A logged line and what the caller keys it by (an event id, a line number). */
    public record Logged(String text, String ref) {
    }

    /** The timelines of these lines, one per port, ports in tree order. */
    public static List<PortTimeline> of(List<Logged> lines) {
        Map<String, List<KernelLogLine>> byPort = new LinkedHashMap<>();
        int order = 0;
        RootHubPorts rootPorts = new RootHubPorts();
        for (Logged logged : lines) {
            KernelLogLine line = KernelLogLine.read(order++, logged.ref(), logged.text(), rootPorts);
            if (line != null) byPort.computeIfAbsent(line.port(), p -> new ArrayList<>()).add(line);
        }
        List<PortTimeline> timelines = new ArrayList<>();
        byPort.forEach((port, portLines) -> timelines.add(PortTimeline.of(port, portLines)));
        timelines.sort((a, b) -> PortPath.TEXT_ORDER.compare(a.port(), b.port()));
        return List.copyOf(timelines);
    }

    /** The timelines of a pasted log, each line keyed by its 1-based line number ({@code "3"}). */
    public static List<PortTimeline> ofText(String log) {
        List<Logged> lines = new ArrayList<>();
        int n = 0;
        for (String text : log.split("\r?\n", -1)) lines.add(new Logged(text, String.valueOf(++n)));
        return of(lines);
    }
}
