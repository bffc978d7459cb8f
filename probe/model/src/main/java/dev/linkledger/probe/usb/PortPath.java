package dev.linkledger.probe.usb;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where a device hangs in the tree, as the kernel names it: {@code 1-7.2.1} is bus 1, root
 * port 7, then port 2 of that hub, then port 1. Identity of a position, not of a device:
 * whatever is plugged into that socket gets the same path.
 */
public record PortPath(int bus, List<Integer> ports) implements Comparable<PortPath> {
    private static final Pattern SHAPE = Pattern.compile("(\\d+)-(\\d+(?:\\.\\d+)*)");
    /** USB 2.0 hubs may have up to 255 ports; port numbers start at 1 (the kernel's "0" is the root hub itself). */
    private static final int MAX_PORT = 255;

    public PortPath {
        if (bus < 1) throw new IllegalArgumentException("bus numbers start at 1: " + bus);
        if (ports == null || ports.isEmpty()) throw new IllegalArgumentException("a device path needs at least one port");
        for (int p : ports) {
            if (p < 1 || p > MAX_PORT) throw new IllegalArgumentException("impossible port number " + p);
        }
        ports = List.copyOf(ports);
    }

    /** Parses {@code 3-2} or {@code 1-7.2.1}; rejects root-hub names, interfaces and port 0. */
    public static PortPath parse(String text) {
        var m = text == null ? null : SHAPE.matcher(text.trim());
        if (m == null || !m.matches()) throw new IllegalArgumentException("not a USB device path: " + text);
        List<Integer> ports = new ArrayList<>();
        try {
            for (String p : m.group(2).split("\\.")) ports.add(Integer.parseInt(p));
            return new PortPath(Integer.parseInt(m.group(1)), ports);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a USB device path: " + text, e);
        }
    }

    public static boolean looksLike(String text) {
        return text != null && SHAPE.matcher(text).matches();
    }

    /** A device on a root port has depth 1. */
    public int depth() {
        return ports.size();
    }

    /** The hub this device hangs on, or null when it is on a root port. */
    public PortPath parent() {
        return depth() == 1 ? null : new PortPath(bus, ports.subList(0, depth() - 1));
    }

    /** The device one level further down, on {@code port} of this hub. */
    public PortPath child(int port) {
        List<Integer> next = new ArrayList<>(ports);
        next.add(port);
        return new PortPath(bus, next);
    }

    /** The parent device's name: {@code usbN} for the root hub, a device path otherwise. */
    public String parentName() {
        PortPath parent = parent();
        return parent == null ? rootHubName(bus) : parent.toString();
    }

    /** The kernel's name of the port this device is plugged into: {@code usb3-port2}, {@code 1-7.2-port1}. */
    public String portId() {
        return portName(parentName(), lastPort());
    }

    public int lastPort() {
        return ports.get(depth() - 1);
    }

    public static String rootHubName(int bus) {
        return "usb" + bus;
    }

    /** {@code usb3} + 2 → {@code usb3-port2}; {@code 1-7} + 1 → {@code 1-7-port1}. */
    public static String portName(String hubName, int port) {
        return hubName + "-port" + port;
    }

    /** Tree order: by bus, then port by port, a hub before the devices behind it. */
    @Override
    public int compareTo(PortPath o) {
        if (bus != o.bus) return Integer.compare(bus, o.bus);
        for (int i = 0; i < Math.min(depth(), o.depth()); i++) {
            int c = Integer.compare(ports.get(i), o.ports.get(i));
            if (c != 0) return c;
        }
        return Integer.compare(depth(), o.depth());
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder().append(bus).append('-');
        for (int i = 0; i < ports.size(); i++) sb.append(i == 0 ? "" : ".").append(ports.get(i));
        return sb.toString();
    }
}
