package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * USB4/Thunderbolt routers from {@code /sys/bus/thunderbolt/devices}: {@code 0-0} is a host
 * router, {@code 0-1} a device behind it. Domains ({@code domain0}), XDomain services and retimers
 * ({@code 0-0:1.1}) are not routers and are skipped; a domain's {@code security} and
 * {@code boot_acl} are read onto its host router. A router's parent is the directory it sits in
 * ({@code domain0/0-0/0-1/0-301}: 0-301 hangs on 0-1), as the kernel nests them
 * (Documentation/ABI/testing/sysfs-bus-thunderbolt).
 */
final class ThunderboltReader {
    private static final Pattern ROUTER = Pattern.compile("\\d+-[0-9a-f]+");
    private static final Pattern HOST_ROUTER = Pattern.compile("\\d+-0");
    private static final Pattern DOMAIN = Pattern.compile("domain\\d+");
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
            boolean host = HOST_ROUTER.matcher(name).matches();
            Path real = realPath(dir);
            String parent = host ? null : parentRouter(real);
            Path domainDir = domainDir(real);
            String domain = domainDir == null ? null : domainDir.getFileName().toString();
            int[] bootAcl = host && domainDir != null ? bootAcl(domainDir) : null;
            // Listing the router first tells which attributes exist, so absent ones are not opened.
            List<String> links = links(dir);
            result.add(new ObservedThunderboltDevice(name, attrs.decimal(dir, "generation"), attrs.trimmed(dir, "vendor_name"),
                    attrs.trimmed(dir, "device_name"), gbps(dir, "rx_speed"), attrs.decimal(dir, "rx_lanes"),
                    gbps(dir, "tx_speed"), attrs.decimal(dir, "tx_lanes"), links, attrs.trimmed(dir, "unique_id"),
                    parent, domain, host, host ? null : status(dir), null,
                    host && domainDir != null ? attrs.trimmed(domainDir, "security") : null,
                    bootAcl == null ? null : bootAcl[0], bootAcl == null ? null : bootAcl[1]));
        }
        return result;
    }

    /** {@code bus/thunderbolt/devices/0-1} is a link into {@code devices/.../domain0/0-0/0-1}. */
    private Path realPath(Path dir) {
        try {
            return dir.toRealPath();
        } catch (IOException | RuntimeException e) {
            attrs.note("unreadable", dir, "cannot resolve the router's place in the tree: " + e.getMessage());
            return null;
        }
    }

    private static String parentRouter(Path real) {
        Path up = real == null ? null : real.getParent();
        String name = up == null || up.getFileName() == null ? null : up.getFileName().toString();
        return name != null && ROUTER.matcher(name).matches() ? name : null;
    }

    private static Path domainDir(Path real) {
        for (Path p = real; p != null && p.getFileName() != null; p = p.getParent())
            if (DOMAIN.matcher(p.getFileName().toString()).matches()) return p;
        return null;
    }

    /** The kernel's {@code authorized} (0 no, 1 yes, 2 with a key) in boltctl's words. */
    private String status(Path dir) {
        Integer authorized = attrs.decimal(dir, "authorized");
        if (authorized == null) return null;
        return authorized == 0 ? "connected" : "authorized";
    }

    /** {@code boot_acl}: a comma-separated list with one entry per slot, empty where unused. */
    private int[] bootAcl(Path domainDir) {
        String acl = attrs.text(domainDir, "boot_acl");
        if (acl == null || acl.isBlank()) return null;
        String[] slots = acl.strip().split(",", -1);
        int used = 0;
        for (String slot : slots) if (!slot.isBlank()) used++;
        return new int[]{used, slots.length};
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
