package dev.linkledger.probe.history;

import dev.linkledger.probe.usb.PortPath;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many ports each root hub of a log has, from hub.c's {@code hub_configure()} line
 * ("hub 1-0:1.0: 1 port detected"), so that a line the kernel printed about a root hub as a whole
 * can be placed. hub_event() prints "over-current condition" on the hub itself when the hub's own
 * status says so (ganged power switching): on a root hub with a single port that is the port's
 * condition, on a hub of several it names none of them.
 */
final class RootHubPorts {
    private static final Pattern DETECTED = Pattern.compile("(\\d{1,3}) ports? detected\\s*");
    private final Map<Integer, Integer> portsByBus = new HashMap<>();

    /** Notes a root hub's port count from this line, if it says one. */
    void read(UsbLogLine usb) {
        Integer bus = rootHubInterfaceBus(usb.name());
        Matcher m = DETECTED.matcher(usb.message().strip());
        if (bus != null && m.matches()) portsByBus.put(bus, Integer.valueOf(m.group(1)));
    }

    /** The path of the one port of the root hub this interface name ({@code 1-0:1.0}) belongs to; null when it has several or the log did not say. */
    String onlyPort(String name) {
        Integer bus = rootHubInterfaceBus(name);
        if (bus == null || !Integer.valueOf(1).equals(portsByBus.get(bus))) return null;
        String port = bus + "-1";
        return PortPath.problem(port) == null ? port : null;
    }

    private static Integer rootHubInterfaceBus(String name) {
        if (name == null || !name.contains(":")) return null;
        String device = name.substring(0, name.indexOf(':'));
        if (!device.endsWith("-0")) return null;
        try {
            return Integer.valueOf(device.substring(0, device.length() - 2));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
