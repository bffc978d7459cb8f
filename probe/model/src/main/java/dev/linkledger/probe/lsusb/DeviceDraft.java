package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.VidPid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A device being assembled from its interface lines (lsusb -t prints one line per interface). */
final class DeviceDraft {
    final PortPath path;
    final int devnum;
    final LinkSpeed speed;
    final int firstLine;
    Integer hubPorts;
    VidPid vidPid;
    /** usb.ids' name from {@code lsusb -tv}'s ID line. */
    String name;
    private final Map<Integer, ObservedInterface> interfaces = new LinkedHashMap<>();

    DeviceDraft(PortPath path, TreeLine.Device line, int lineNumber) {
        this.path = path;
        this.devnum = line.devnum();
        this.speed = line.speed();
        this.firstLine = lineNumber;
        add(line);
    }

    void add(TreeLine.Device line) {
        int number = line.interfaceNumber() == null ? interfaces.size() : line.interfaceNumber();
        interfaces.putIfAbsent(number, new ObservedInterface(number, UsbClassNames.code(line.className()), null, null, line.driver()));
        if (line.hubPorts() != null) hubPorts = line.hubPorts();
    }

    List<ObservedInterface> interfaces() {
        return new ArrayList<>(interfaces.values());
    }
}
