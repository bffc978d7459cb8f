package dev.linkledger.probe.imports;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One block of {@code boltctl} output: a device ({@code boltctl list}, {@code boltctl info}) or a
 * domain ({@code boltctl domains}), its fields as bolt prints them (cli/boltctl.c
 * {@code print_device}, cli/boltctl-domains.c {@code print_domain}, bolt 0.1 to 0.9).
 */
final class BoltctlBlock {
    /** {@code 40 Gb/s = 2 lanes * 20 Gb/s} (bolt 0.9: {@code "%u Gb/s = %u lanes * %u Gb/s"}). */
    private static final Pattern LINK = Pattern.compile("(\\d{1,3}(?:\\.\\d+)?)\\s*Gb/s\\s*=\\s*(\\d)\\s*lanes?\\s*\\*\\s*(\\d{1,3}(?:\\.\\d+)?)\\s*Gb/s");
    /** {@code domain0 d0010000-0080-7f08-235f-4312aa32a021}: a domain's id and uid (bolt prints "domain" when it has no id). */
    private static final Pattern DOMAIN_LABEL = Pattern.compile("(domain\\d*)\\s+(\\S+)");
    private static final Pattern BOOT_ACL = Pattern.compile("(\\d{1,4})\\s*/\\s*(\\d{1,4})");
    /** The router a sysfs path ends with ({@code .../domain0/0-0/0-1}) and the domain it is in. */
    private static final Pattern ROUTER_SEGMENT = Pattern.compile("\\d{1,3}-[0-9a-f]{1,16}");
    private static final Pattern DOMAIN_SEGMENT = Pattern.compile("domain\\d{1,3}");

    final int line;
    final String label;
    /** False for a {@code ○}/{@code o} header: a stored device that is not connected. */
    final boolean connectedGlyph;

    String type;
    String name;
    String vendor;
    String uuid;
    Integer generation;
    String status;
    String domain;
    String parentUuid;
    String sysfsName;
    String sysfsParent;
    String sysfsDomain;
    Double rxLaneGbps;
    Integer rxLanes;
    Double txLaneGbps;
    Integer txLanes;
    String policy;
    String security;
    Integer bootAclUsed;
    Integer bootAclSlots;
    boolean domainFields;

    BoltctlBlock(int line, String label, boolean connectedGlyph) {
        this.line = line;
        this.label = label;
        this.connectedGlyph = connectedGlyph;
    }

    /** A domain block: {@code boltctl domains} prints no type or status, only the domain's own fields. */
    boolean isDomain() {
        return type == null && status == null && (domainFields || DOMAIN_LABEL.matcher(label).matches());
    }

    /** {@code domain0}, or null when the label names none. */
    String domainId() {
        Matcher m = DOMAIN_LABEL.matcher(label);
        return m.matches() && m.group(1).length() > "domain".length() ? m.group(1) : null;
    }

    String domainUid() {
        Matcher m = DOMAIN_LABEL.matcher(label);
        return m.matches() ? m.group(2) : null;
    }

    boolean host() {
        return "host".equals(type);
    }

    /** Connected in any way: bolt lists stored devices that are not plugged in as "disconnected". */
    boolean connected() {
        return connectedGlyph && (status == null || !status.startsWith("disconnected"));
    }

    /**
     * Reads one field. Returns null when the value was used or is one this import knows and does
     * not keep (times, dbus path, key state); otherwise why the line could not be read.
     */
    String field(String key, String value) {
        switch (key) {
            case "type" -> type = value.toLowerCase(java.util.Locale.ROOT);
            case "name" -> name = value;
            case "vendor" -> vendor = value;
            case "uuid" -> uuid = value;
            case "generation" -> generation = generation(value);
            case "status" -> status = value;
            case "domain" -> domain = value;
            case "parent" -> parentUuid = value;
            case "syspath" -> syspath(value);
            case "rx speed", "tx speed" -> {
                return link(key.startsWith("rx"), value);
            }
            case "policy" -> policy = value;
            case "security" -> security = value;
            case "bootacl" -> {
                domainFields = true;
                Matcher m = BOOT_ACL.matcher(value);
                if (!m.matches()) return "expected 'bootacl: used/slots' such as 0/16";
                bootAclUsed = Integer.valueOf(m.group(1));
                bootAclSlots = Integer.valueOf(m.group(2));
            }
            case "online", "iommu", "level" -> domainFields = true;
            case "dbus path", "authflags", "authorized", "connected", "stored", "when", "key", "label" -> {
                // Times, key state and D-Bus paths say nothing about the link.
            }
            default -> {
                return "not a field boltctl prints";
            }
        }
        return null;
    }

    private String link(boolean rx, String value) {
        Matcher m = LINK.matcher(value);
        if (!m.matches()) return "expected a link such as '40 Gb/s = 2 lanes * 20 Gb/s'";
        int lanes = Integer.parseInt(m.group(2));
        double perLane = Double.parseDouble(m.group(3));
        if (rx) {
            rxLanes = lanes;
            rxLaneGbps = perLane;
        } else {
            txLanes = lanes;
            txLaneGbps = perLane;
        }
        return null;
    }

    /** boltctl's words for {@code generation}: "Thunderbolt 3", "USB4", "Unknown", or the bare number. */
    private static Integer generation(String value) {
        String v = value.trim();
        if (v.equalsIgnoreCase("USB4")) return 4;
        Matcher m = Pattern.compile("(?i)(?:thunderbolt\\s*)?(\\d)").matcher(v);
        return m.matches() ? Integer.valueOf(m.group(1)) : null;
    }

    /** {@code /sys/devices/pci0000:00/.../domain0/0-0/0-1}: the router's kernel name, its parent's and its domain. */
    private void syspath(String value) {
        String[] parts = value.strip().split("/");
        for (int i = 0; i < parts.length; i++) {
            if (DOMAIN_SEGMENT.matcher(parts[i]).matches()) sysfsDomain = parts[i];
            if (ROUTER_SEGMENT.matcher(parts[i]).matches()) {
                sysfsParent = sysfsName;
                sysfsName = parts[i];
            }
        }
        if (sysfsName == null && sysfsDomain != null) domainFields = true;
    }
}
