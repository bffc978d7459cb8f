package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.usb.PortPath;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns recognised lines into buses and devices, using indentation for the tree: a device line
 * hangs on the nearest line above it that is indented less. Prose between blocks ends a block,
 * so a stray line further down a story is never grafted onto an earlier tree.
 */
final class TreeAssembler {
    /** One open level of the tree; {@code path} null means the root hub; {@code broken} when that line was skipped. */
    private record Frame(int column, int bus, PortPath path, boolean broken) {
    }

    final Map<Integer, TreeLine.Bus> buses = new TreeMap<>();
    final Map<PortPath, DeviceDraft> devices = new TreeMap<>();
    private final List<ObservationNote> notes;
    private final Deque<Frame> stack = new ArrayDeque<>();
    private DeviceDraft current;

    TreeAssembler(List<ObservationNote> notes) {
        this.notes = notes;
    }

    void accept(int lineNumber, String line) {
        if (line.isBlank()) return;
        try {
            TreeLine parsed = TreeLineReader.read(line);
            if (parsed == null) {
                endBlock();
            } else if (parsed instanceof TreeLine.Bus bus) {
                bus(bus);
            } else if (parsed instanceof TreeLine.Device device) {
                device(lineNumber, line, device);
            } else if (parsed instanceof TreeLine.Id id && current != null && current.vidPid == null) {
                current.vidPid = id.vidPid();
                current.name = id.name();
            }
        } catch (IllegalArgumentException e) {
            // Also covers numbers no tree can hold (Port 0, bus 0).
            skip(lineNumber, line, e.getMessage());
            markBroken(line);
        }
    }

    private void bus(TreeLine.Bus bus) {
        endBlock();
        // Two runs pasted one after the other ("no disk plugged in:", "now I plug it in:"): the first
        // run's root hub and devices stay; a device only the later run shows is added, and a port the
        // first run filled with another device keeps it (device() notes the later one as skipped).
        buses.putIfAbsent(bus.bus(), bus);
        stack.push(new Frame(bus.column(), bus.bus(), null, false));
    }

    private void device(int lineNumber, String line, TreeLine.Device device) {
        while (!stack.isEmpty() && stack.peek().column() >= device.column()) stack.pop();
        Frame parent = stack.peek();
        current = null;
        if (parent == null || parent.broken()) {
            skip(lineNumber, line, parent == null ? "no 'Bus …' line above it, so its bus is unknown" : "the line it hangs on was skipped");
            stack.push(new Frame(device.column(), 0, null, true));
            return;
        }
        PortPath path = parent.path() == null ? new PortPath(parent.bus(), List.of(device.port())) : parent.path().child(device.port());
        DeviceDraft draft = devices.get(path);
        if (draft == null) {
            devices.put(path, draft = new DeviceDraft(path, device, lineNumber));
        } else if (draft.devnum != device.devnum()) {
            skip(lineNumber, line, "port " + path + " already holds Dev " + draft.devnum + " (line " + draft.firstLine + ")");
            stack.push(new Frame(device.column(), parent.bus(), path, true));
            return;
        } else {
            draft.add(device);
        }
        current = draft;
        stack.push(new Frame(device.column(), parent.bus(), path, false));
    }

    private void skip(int lineNumber, String line, String reason) {
        notes.add(new ObservationNote("skipped", lineNumber, line.strip(), reason));
        current = null;
    }

    /** A skipped line's children are unplaceable too: mark its level so they are skipped, not misfiled. */
    private void markBroken(String line) {
        int column = TreeLineReader.column(line);
        while (!stack.isEmpty() && stack.peek().column() >= column) stack.pop();
        if (!stack.isEmpty()) stack.push(new Frame(column, stack.peek().bus(), null, true));
    }

    private void endBlock() {
        stack.clear();
        current = null;
    }
}
