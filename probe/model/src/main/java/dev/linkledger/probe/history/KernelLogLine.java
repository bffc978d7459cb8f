package dev.linkledger.probe.history;

import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.usb.PortPath;

import java.util.Locale;
import java.util.regex.Matcher;

/**
 * One kernel message about a port, read: what happened ({@link KernelMessage}), on which port
 * (named as the kernel names the device it holds), when, and what the message carried.
 *
 * @param order    the line's place in the history it was read into, from 0
 * @param ref      what the caller keys the line by (the event that recorded it, a line number)
 * @param port     the port path as the kernel named it ({@code 2-2}, {@code 1-1.3})
 * @param stamp    null when the line has no time stamp
 * @param devnum   the device number the message names (new, reset, disconnect, "not accepting address N")
 * @param speed    for an enumeration or a reset: the speed words the kernel used, read by {@link LinkSpeed};
 *                 null for "variable speed Wireless" and words it does not know
 * @param error    the error number the message carries ({@code -71}), null when none
 * @param vendorId 4 lower-case hex digits, from "New USB device found"
 * @param value    a string the device gave ("SerialNumber: …")
 */
public record KernelLogLine(int order, String ref, String text, String port, KernelMessage kind, LogStamp stamp,
                            Integer devnum, LinkSpeed speed, Integer error, String vendorId, String productId,
                            String value) {

    /** The line read, or null when it is not a message about a port that {@link KernelMessage} knows. */
    public static KernelLogLine read(int order, String ref, String text) {
        return read(order, ref, text, null);
    }

    /**
     * The line read, about a root hub's one port when the kernel named the root hub ({@code hub 1-0:1.0:})
     * and {@code rootPorts}, which notes the port counts of the lines it is given, knows it has one;
     * null as {@link #read(int, String, String)}.
     */
    static KernelLogLine read(int order, String ref, String text, RootHubPorts rootPorts) {
        UsbLogLine usb = UsbLogLine.of(text == null ? null : text.strip());
        if (usb == null) return null;
        if (rootPorts != null) rootPorts.read(usb);
        String port = usb.port();
        if (port == null && rootPorts != null) port = rootPorts.onlyPort(usb.name());
        String message = usb.message().strip();
        KernelMessage kind = KernelMessage.of(message);
        // a name beyond the kernel's limits (bus 99, port 40) is no port it logged: the line is skipped, never a crash later
        if (port == null || kind == null || PortPath.problem(port) != null) return null;
        // a transfer's status is an interface driver's report; on the device itself such words are enumeration's
        if (kind == KernelMessage.TRANSFER_ERROR && !usb.name().contains(":")) return null;
        Matcher m = kind.matcher(message);
        return new KernelLogLine(order, ref, text.strip(), port, kind, LogStamp.of(usb.prefix()),
                number(group(m, "devnum")), speed(group(m, "speed")), number(group(m, "error")),
                lower(group(m, "vendor")), lower(group(m, "product")), trimmed(group(m, "value")));
    }

    /**
     * A line about the whole host rather than a port (a USB host controller's interrupt turned off,
     * {@link KernelMessage#HCD_INTERRUPT_DISABLED}), with no port yet; null for any other line.
     */
    public static KernelLogLine hostWide(int order, String ref, String text) {
        if (text == null) return null;
        String line = text.strip();
        int at = line.indexOf("[<");
        if (at < 0) return null;
        String message = line.substring(at);
        if (KernelMessage.of(message) != KernelMessage.HCD_INTERRUPT_DISABLED) return null;
        return new KernelLogLine(order, ref, line, null, KernelMessage.HCD_INTERRUPT_DISABLED,
                LogStamp.of(line.substring(0, at)), null, null, null, null, null, null);
    }

    /** This host-wide line on one port's timeline. */
    KernelLogLine on(String port) {
        return new KernelLogLine(order, ref, text, port, kind, stamp, devnum, speed, error, vendorId, productId, value);
    }

    public KernelMessage.Role role() {
        return kind.role();
    }

    /** The link rate in Mb/s as the kernel writes link speeds (5000, 10000), null when the line names none. */
    public Double mbps() {
        return speed == null || speed.speed() == null || !speed.speed().numeric() ? null : speed.speed().mbps();
    }

    private static String group(Matcher m, String name) {
        try {
            return m.group(name);
        } catch (IllegalArgumentException e) {
            return null; // this kind's pattern has no such group
        }
    }

    private static Integer number(String text) {
        if (text == null) return null;
        try {
            return Integer.valueOf(text);
        } catch (NumberFormatException e) {
            return null; // more digits than an int: not a number the kernel printed
        }
    }

    private static LinkSpeed speed(String words) {
        return words == null ? null : LinkSpeed.parse(words);
    }

    private static String lower(String hex) {
        return hex == null ? null : hex.toLowerCase(Locale.ROOT);
    }

    private static String trimmed(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
