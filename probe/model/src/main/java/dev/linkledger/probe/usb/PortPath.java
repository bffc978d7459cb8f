package dev.linkledger.probe.usb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where a device hangs in the tree, as the kernel names it: {@code 1-7.2.1} is bus 1, root
 * port 7, then port 2 of that hub, then port 1. Identity of a position, not of a device:
 * whatever is plugged into that socket gets the same path. The one owner of the shape and the
 * limits of device paths and port names; every reader and validator goes through it.
 *
 * <p>The limits are the kernel's, so that nothing the kernel can name is refused and nothing it
 * cannot name is accepted:
 * <ul>
 *   <li>the name is {@code "%d-%s"} of the bus number and the devpath, the devpath being the root
 *       port, then {@code "%s.%d"} of the parent's devpath and the port for each hub below
 *       (drivers/usb/core/usb.c, {@code usb_alloc_dev}); ports count from 1 ({@code port1});</li>
 *   <li>bus numbers come from {@code idr_alloc(&usb_bus_idr, bus, 1, USB_MAXBUS)} with
 *       {@code USB_MAXBUS} 64 (drivers/usb/core/hcd.c, include/linux/usb/hcd.h): 1 to 63;</li>
 *   <li>a hub has at most {@code USB_MAXCHILDREN} = 31 ports (include/linux/usb.h; hub.c refuses
 *       a hub descriptor with more), though the USB 2.0 spec would allow 255;</li>
 *   <li>hub.c refuses a hub at {@code level == MAX_TOPO_LEVEL} (6, drivers/usb/core/hub.h:
 *       "Unsupported bus topology: hub nested too deep"), so the deepest device hangs on a hub
 *       at level 5: at most 6 port numbers after the bus. That is the USB 2.0/3.x spec's tier
 *       limit too (the root hub plus 5 hubs, DOMAIN.md).</li>
 * </ul>
 */
public record PortPath(int bus, List<Integer> ports) implements Comparable<PortPath> {
    /** The kernel prints with %d: no sign, no leading zeros, no spaces. */
    private static final Pattern SHAPE = Pattern.compile("[1-9][0-9]{0,2}-[1-9][0-9]{0,2}(?:\\.[1-9][0-9]{0,2})*");
    private static final Pattern PORT_NAME = Pattern.compile("(?:usb([1-9][0-9]{0,2})|([1-9][0-9]{0,2}-[1-9][0-9.]*))-port([1-9][0-9]{0,2})");
    private static final Pattern ROOT_HUB = Pattern.compile("usb([1-9][0-9]{0,2})");
    public static final int MAX_BUS = 63;
    public static final int MAX_PORT = 31;
    public static final int MAX_DEPTH = 6;

    /**
     * Sorts path texts by bus, then port by port, a hub right before what hangs on it; without
     * parsing into objects. It reads the numbers as it goes: the host's device map (a TreeMap in
     * this order) compares on every lookup, and building two arrays per comparison was 4 % of an
     * unchanged re-scan's CPU (BENCHMARKS.md).
     */
    public static final Comparator<String> TEXT_ORDER = PortPath::compareTexts;

    public PortPath {
        if (bus < 1 || bus > MAX_BUS) throw new IllegalArgumentException("bus " + bus + " is not a kernel bus number (1 to " + MAX_BUS + ")");
        if (ports == null || ports.isEmpty()) throw new IllegalArgumentException("a device path needs at least one port");
        if (ports.size() > MAX_DEPTH) throw new IllegalArgumentException("nested deeper than the kernel allows (" + MAX_DEPTH + " ports)");
        for (int p : ports) {
            if (p < 1 || p > MAX_PORT) throw new IllegalArgumentException("names port " + p + ", a hub has at most " + MAX_PORT);
        }
        ports = List.copyOf(ports);
    }

    /** Parses {@code 3-2} or {@code 1-7.2.1}; rejects root-hub names, interfaces, port 0 and whatever {@link #problem} names. */
    public static PortPath parse(String text) {
        String problem = problem(text == null ? null : text.trim());
        if (problem != null) throw new IllegalArgumentException(problem);
        int[] numbers = numbers(text.trim());
        List<Integer> ports = new ArrayList<>(numbers.length - 1);
        for (int i = 1; i < numbers.length; i++) ports.add(numbers[i]);
        return new PortPath(numbers[0], ports);
    }

    /** Why {@code path} is not a device path the kernel could name, or null when it is one. */
    public static String problem(String path) {
        if (path == null || !SHAPE.matcher(path).matches())
            return "'" + path + "' is not a kernel device path such as 3-2 or 1-7.2.1";
        int[] numbers = numbers(path);
        if (numbers[0] > MAX_BUS) return "'" + path + "' names bus " + numbers[0] + ", the kernel numbers buses 1 to " + MAX_BUS;
        if (numbers.length - 1 > MAX_DEPTH) return "'" + path + "' is nested deeper than the kernel allows";
        for (int i = 1; i < numbers.length; i++)
            if (numbers[i] > MAX_PORT) return "'" + path + "' names port " + numbers[i] + ", a hub has at most " + MAX_PORT;
        return null;
    }

    /** The shape of a device path (digits, dash, dotted ports), limits aside: tells device directories from others in sysfs. */
    public static boolean looksLike(String text) {
        return text != null && SHAPE.matcher(text).matches();
    }

    /**
     * True when the device path {@code path} hangs below the hub at {@code hub} at any depth ({@code 1-7.2.1}
     * below {@code 1-7}, not below {@code 1-7.2.1} itself nor {@code 1-72}). On the texts, without parsing: the
     * rules join every device with every hub on it.
     */
    public static boolean isBelow(String path, String hub) {
        return path != null && hub != null && path.length() > hub.length() + 1 && path.startsWith(hub)
                && path.charAt(hub.length()) == '.';
    }

    /** True for the text of a device path on a root port ({@code 3-2}), not behind a hub; false for any other text. */
    public static boolean onRootPort(String path) {
        return path != null && path.indexOf('.') < 0 && looksLike(path);
    }

    /** The bus of a path {@link #problem} accepts. */
    public static int busOf(String path) {
        return Integer.parseInt(path.substring(0, path.indexOf('-')));
    }

    /** A device on a root port has depth 1. */
    public int depth() {
        return ports.size();
    }

    public boolean onRootPort() {
        return depth() == 1;
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

    /** The root hub's device name, {@code usb3} (usb.c: {@code dev_set_name(&dev->dev, "usb%d", bus->busnum)}). */
    public static String rootHubName(int bus) {
        return "usb" + bus;
    }

    /** A root hub's port: {@code usb3-port2}. */
    public static String rootPortId(int bus, int port) {
        return portName(rootHubName(bus), port);
    }

    /** {@code usb3} + 2 → {@code usb3-port2}; {@code 1-7} + 1 → {@code 1-7-port1} (hub.c/port.c: {@code "%s-port%d"}). */
    public static String portName(String hubName, int port) {
        return hubName + "-port" + port;
    }

    /**
     * The path of whatever is plugged into a port, from the port's name (the kernel logs
     * {@code usb 1-3-port4: ...} about the port of device 1-3.4): {@code usb3-port2} → {@code 3-2},
     * {@code 1-7.2-port1} → {@code 1-7.2.1}; null for other names and names beyond the kernel's limits.
     */
    public static PortPath pluggedInto(String portName) {
        var m = portName == null ? null : PORT_NAME.matcher(portName);
        if (m == null || !m.matches()) return null;
        String path = m.group(1) != null ? m.group(1) + "-" + m.group(3) : m.group(2) + "." + m.group(3);
        return problem(path) == null ? parse(path) : null;
    }

    /** The bus of a root hub's name ({@code usb3} → 3), null for any other name. */
    public static Integer rootHubBus(String name) {
        var m = name == null ? null : ROOT_HUB.matcher(name);
        if (m == null || !m.matches()) return null;
        int bus = Integer.parseInt(m.group(1));
        return bus <= MAX_BUS ? bus : null;
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

    /** Bus then ports; by hand, not String.split: the inventory's ordering compares paths on every lookup. */
    /** {@link #TEXT_ORDER}: the numbers of both texts compared in turn, a shorter list first when one is the other's start. */
    static int compareTexts(String a, String b) {
        int i = 0;
        int j = 0;
        while (true) {
            int x = 0;
            while (i < a.length() && !separator(a.charAt(i))) x = x * 10 + (a.charAt(i++) - '0');
            int y = 0;
            while (j < b.length() && !separator(b.charAt(j))) y = y * 10 + (b.charAt(j++) - '0');
            if (x != y) return Integer.compare(x, y);
            boolean moreInA = i < a.length();
            boolean moreInB = j < b.length();
            if (!moreInA || !moreInB) return Boolean.compare(moreInA, moreInB);
            i++;
            j++;
        }
    }

    private static boolean separator(char c) {
        return c == '-' || c == '.';
    }

    private static int[] numbers(String path) {
        int count = 1;
        for (int i = 0; i < path.length(); i++) if (path.charAt(i) == '-' || path.charAt(i) == '.') count++;
        int[] numbers = new int[count];
        int n = 0;
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '-' || c == '.') n++;
            else numbers[n] = numbers[n] * 10 + (c - '0');
        }
        return numbers;
    }
}
