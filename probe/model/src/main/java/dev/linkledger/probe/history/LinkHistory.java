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
        List<KernelLogLine> hostWide = new ArrayList<>();
        int order = 0;
        RootHubPorts rootPorts = new RootHubPorts();
        for (Logged logged : lines) {
            int at = order++;
            KernelLogLine line = KernelLogLine.read(at, logged.ref(), logged.text(), rootPorts);
            if (line != null) byPort.computeIfAbsent(line.port(), p -> new ArrayList<>()).add(line);
            else if ((line = KernelLogLine.hostWide(at, logged.ref(), logged.text())) != null) hostWide.add(line);
        }
        List<PortTimeline> timelines = new ArrayList<>();
        // a line about the host (its controller's interrupt turned off) is part of every port's story; which
        // controller's ports it holds for, a log does not say
        byPort.forEach((port, portLines) -> {
            if (hostWide.isEmpty()) {
                timelines.add(PortTimeline.of(port, portLines));
                return;
            }
            List<KernelLogLine> all = new ArrayList<>(portLines);
            hostWide.forEach(l -> all.add(l.on(port)));
            all.sort(java.util.Comparator.comparingInt(KernelLogLine::order));
            timelines.add(PortTimeline.of(port, all));
        });
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
