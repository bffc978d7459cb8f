package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.PortPath;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A hub's downstream ports live under its interface directory: {@code usb3/3-0:1.0/usb3-port2}
 * for a root hub, {@code 1-7/1-7:1.0/1-7-port1} for an external hub. Older kernels named them
 * {@code port2} alone (umockdev's 2012 keyboard recording links its port as
 * {@code ../1-1.5.4:1.0/port2}); they are read under today's names, which identify a port host-wide.
 */
final class PortReader {
    private final SysfsAttributes attrs;

    PortReader(SysfsAttributes attrs) {
        this.attrs = attrs;
    }

    /** @param hubName {@code usb3} or a device path such as {@code 1-7} */
    List<ObservedPort> read(Path hubDir, String hubName, int bus) {
        Pattern portDir = Pattern.compile("(?:" + Pattern.quote(hubName) + "-)?port(\\d+)");
        List<ObservedPort> ports = new ArrayList<>();
        for (Path iface : attrs.list(hubDir)) {
            if (!iface.getFileName().toString().contains(":")) continue;
            for (Path dir : attrs.list(iface)) {
                var m = portDir.matcher(dir.getFileName().toString());
                if (m.matches()) ports.add(port(dir, hubName, bus, Integer.parseInt(m.group(1))));
            }
        }
        return ports;
    }

    private ObservedPort port(Path dir, String hubName, int bus, int number) {
        return new ObservedPort(PortPath.portName(hubName, number), bus, hubName, number,
                attrs.linkName(dir, "peer"), attrs.trimmed(dir, "connect_type"), attrs.trimmed(dir, "location"),
                attrs.linkName(dir, "connector"), attrs.decimal(dir, "over_current_count"), attrs.trimmed(dir, "state"));
    }
}
