package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * USB4/Thunderbolt routers from {@code /sys/bus/thunderbolt/devices}: {@code 0-0} is a host
 * router, {@code 0-1} a device behind it. Domains ({@code domain0}), XDomain services and retimers
 * ({@code 0-0:1.1}) are not routers and are skipped.
 */
final class ThunderboltReader {
    private static final Pattern ROUTER = Pattern.compile("\\d+-[0-9a-f]+");
    private static final Pattern USB4_PORT = Pattern.compile("usb4_port\\d+");
    private static final Pattern LANE_RATE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*Gb/s");

    private final SysfsAttributes attrs;

    ThunderboltReader(SysfsAttributes attrs) {
        this.attrs = attrs;
    }

    List<ObservedThunderboltDevice> read(Path devices) {
        List<ObservedThunderboltDevice> result = new ArrayList<>();
        for (Path dir : attrs.list(devices)) {
            String name = dir.getFileName().toString();
            if (!ROUTER.matcher(name).matches()) continue;
            result.add(new ObservedThunderboltDevice(name, attrs.decimal(dir, "generation"), attrs.trimmed(dir, "vendor_name"),
                    attrs.trimmed(dir, "device_name"), gbps(dir, "rx_speed"), attrs.decimal(dir, "rx_lanes"),
                    gbps(dir, "tx_speed"), attrs.decimal(dir, "tx_lanes"), links(dir)));
        }
        return result;
    }

    /** The kernel writes a lane rate as {@code 20.0 Gb/s}. */
    private Double gbps(Path dir, String name) {
        String s = attrs.trimmed(dir, name);
        if (s == null) return null;
        var m = LANE_RATE.matcher(s);
        if (m.matches()) return Double.valueOf(m.group(1));
        attrs.note("malformed", dir.resolve(name), "expected a lane rate such as '20.0 Gb/s', found '" + s + "'");
        return null;
    }

    /** One entry per {@code usb4_portN} in port order; a port whose link is unreadable is left out. */
    private List<String> links(Path router) {
        List<String> links = new ArrayList<>();
        for (Path port : attrs.list(router)) {
            if (!USB4_PORT.matcher(port.getFileName().toString()).matches()) continue;
            String link = attrs.trimmed(port, "link");
            if (link != null) links.add(link);
        }
        return links;
    }
}
