package dev.linkledger.probe.history;

import dev.linkledger.probe.usb.PortPath;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A kernel log line about a USB device or port, split the way the kernel's {@code dev_info()}
 * printed it: whatever prefix the log added (dmesg stamp, syslog or journal header), the driver
 * and device name ({@code usb 1-3.4.4}, {@code usb usb1-port3}, {@code usb 1-3-port4},
 * {@code hub 2-0:1.0}, {@code usb-storage 1-3:1.0}) and the message. The one reader of that
 * shape: the dmesg import and the link history both go through it.
 */
public record UsbLogLine(String prefix, String driver, String name, String message) {
    private static final Pattern SHAPE = Pattern.compile(
            "(.*?)\\b(usb|usb-storage|uas|hub)\\s+(usb\\d+(?:-port\\d+)?|\\d+-[\\d.]+(?::[\\d.]+)?(?:-port\\d+)?):\\s+(.*)");
    /**
     * Any interface driver's line on one of its interfaces ({@code bcm5974 3-1.8.2:1.2: },
     * {@code usbhid 3-1.8.2:1.0: }): {@code dev_err(&intf->dev, …)} prints the driver's name
     * before the interface's; what such a driver reports of its transfers is the link's too.
     */
    private static final Pattern INTERFACE_SHAPE = Pattern.compile(
            "(.*?)\\b([A-Za-z][\\w-]*)\\s+(\\d+-[\\d.]+:\\d+\\.\\d+):\\s+(.*)");
    /**
     * A USB network driver's line ({@code r8152 2-1:1.0 eth0: Tx status -71}): {@code netdev_err()}
     * prints the driver, the interface and then the network interface's name with its registration
     * state ({@code (unnamed net_device) (uninitialized)}) before the message (netdev_printk() in
     * net/core/dev.c); what r8152, ax88179_178a or cdc_ncm report of their transfers is the link's too.
     */
    private static final Pattern NETDEV_SHAPE = Pattern.compile(
            "(.*?)\\b([A-Za-z][\\w-]*)\\s+(\\d+-[\\d.]+:\\d+\\.\\d+)\\s+(?:[\\w.@-]+|\\(unnamed net_device\\))"
                    + "(?: \\((?:uninitialized|unregistering|unregistered)\\))?:\\s+(.*)");
    /** Before 3.9 ports had no device: the hub's interface printed "… port 3 …" (hub.c). */
    private static final Pattern OLD_PORT = Pattern.compile("\\bport (\\d{1,3})\\b");

    /** The parts of a line of this shape; null for any other line. */
    public static UsbLogLine of(String text) {
        if (text == null) return null;
        Matcher m = SHAPE.matcher(text);
        if (!m.matches()) m = INTERFACE_SHAPE.matcher(text);
        if (!m.matches()) m = NETDEV_SHAPE.matcher(text);
        return m.matches() ? new UsbLogLine(m.group(1), m.group(2), m.group(3), m.group(4)) : null;
    }

    /**
     * The device a name refers to: itself, the device of an interface ({@code 1-3:1.0}), or the
     * device a port would hold ({@code usb1-port3} → {@code 1-3}); null for a root hub.
     */
    public static String devicePath(String name) {
        String device = name.contains(":") ? name.substring(0, name.indexOf(':')) : name;
        PortPath plugged = PortPath.pluggedInto(device);
        if (plugged != null) return plugged.toString();
        if (PortPath.rootHubBus(device) != null || !PortPath.looksLike(device)) return null;
        return device;
    }

    /**
     * The port the line is about, named as the path of what it holds: {@code usb 2-2:} and
     * {@code usb usb2-port2:} are both port {@code 2-2}, {@code usb 1-1-port3:} is {@code 1-1.3};
     * an old kernel's {@code hub 2-0:1.0: Cannot enable port 3. …} is {@code 2-3} and its
     * {@code hub 1-1:1.0: … port 4 …} is {@code 1-1.4}. A hub's own lines ({@code hub 2-1:1.0: USB hub found})
     * are about the port the hub hangs on. Null for a root hub's lines and names the kernel could not print.
     */
    public String port() {
        if (name.contains(":")) {
            Matcher old = OLD_PORT.matcher(message);
            if (old.find()) return childPort(name.substring(0, name.indexOf(':')), Integer.parseInt(old.group(1)));
        }
        return devicePath(name);
    }

    private static String childPort(String hub, int port) {
        String path = hub.endsWith("-0") ? hub.substring(0, hub.length() - 2) + "-" + port : hub + "." + port;
        return PortPath.problem(path) == null ? path : null;
    }
}
