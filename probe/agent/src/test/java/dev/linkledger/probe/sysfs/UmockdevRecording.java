package dev.linkledger.probe.sysfs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A umockdev recording ({@code umockdev-record}'s text: one block per device, {@code P:} its path
 * under {@code /sys}, {@code A:} attributes with C escapes, {@code H:} binary attributes in hex,
 * {@code L:} symlinks, {@code E:} udev properties, {@code N:}/{@code S:} device nodes) and its
 * materialisation as a sysfs tree the way umockdev's testbed lays one out
 * (martinpitt/umockdev src/umockdev.vala {@code add_dev_from_string}, {@code add_devicev_no_uevent}):
 * real directories under {@code devices/}, attributes as files ({@code power/level} in a
 * subdirectory), {@code uevent} written from the properties with {@code DEVNAME} stripped of
 * {@code /dev/}, a {@code subsystem} link, and {@code bus/<subsystem>/devices/<name>} (for buses) or
 * {@code class/<subsystem>/<name>} links into the tree. Links are written as recorded: relative,
 * and dangling where the recording left their target out, as a real tree seen through a recording is.
 */
record UmockdevRecording(List<Device> devices) {

    /** One {@code P:} block. Attribute values are as the kernel would return them (escapes undone). */
    record Device(String path, Map<String, byte[]> attributes, Map<String, String> links, Map<String, String> properties) {
        String subsystem() {
            return properties.get("SUBSYSTEM");
        }

        String name() {
            return path.substring(path.lastIndexOf('/') + 1);
        }

        /** An attribute's text without one trailing newline, or null. */
        String text(String attribute) {
            byte[] value = attributes.get(attribute);
            if (value == null) return null;
            String s = new String(value, StandardCharsets.UTF_8);
            return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
        }
    }

    /** Subsystems that are buses (umockdev's create_bus_lookup, the ones recordings of USB hardware reach). */
    private static final Set<String> BUSES = Set.of("usb", "pci", "pci_express", "thunderbolt", "platform", "scsi", "hid",
            "i2c", "spi", "serio", "acpi", "pnp", "virtio", "usb-serial", "typec");

    static UmockdevRecording read(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static UmockdevRecording parse(String text) {
        List<Device> devices = new ArrayList<>();
        for (String block : text.split("\n\\s*\n")) {
            if (block.isBlank()) continue;
            String path = null;
            Map<String, byte[]> attributes = new LinkedHashMap<>();
            Map<String, String> links = new LinkedHashMap<>();
            Map<String, String> properties = new LinkedHashMap<>();
            for (String line : block.strip().split("\n")) {
                if (line.length() < 3 || line.charAt(1) != ':') throw new IllegalArgumentException("not a umockdev line: " + line);
                char type = line.charAt(0);
                String rest = line.substring(2).strip();
                if (type == 'P') {
                    path = rest;
                    continue;
                }
                int eq = rest.indexOf('=');
                String key = eq < 0 ? rest : rest.substring(0, eq);
                String value = eq < 0 ? "" : rest.substring(eq + 1);
                switch (type) {
                    case 'A' -> attributes.put(key, unescape(value));
                    case 'H' -> attributes.put(key, HexFormat.of().parseHex(value.toLowerCase()));
                    case 'L' -> links.put(key, value);
                    case 'E' -> properties.put(key, value);
                    case 'N', 'S' -> {
                        // Device nodes under /dev: not part of sysfs.
                    }
                    default -> throw new IllegalArgumentException("unknown umockdev line type '" + type + "': " + line);
                }
            }
            if (path == null || !path.startsWith("/devices/")) throw new IllegalArgumentException("block without a P: /devices/ line");
            devices.add(new Device(path, attributes, links, properties));
        }
        return new UmockdevRecording(List.copyOf(devices));
    }

    /** Writes the tree under {@code root} (a sysfs root: {@code root/devices/...}) and returns root. */
    Path materialise(Path root) {
        try {
            for (Device d : devices) write(root, d);
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path root, Device d) throws IOException {
        String relative = d.path().substring(1);
        Path dir = Files.createDirectories(root.resolve(relative));
        StringBuilder uevent = new StringBuilder();
        d.properties().forEach((k, v) -> uevent.append(k).append('=')
                .append(k.equals("DEVNAME") && v.startsWith("/dev/") ? v.substring(5) : v).append('\n'));
        Files.writeString(dir.resolve("uevent"), uevent);
        for (var a : d.attributes().entrySet()) {
            Path file = dir.resolve(a.getKey());
            Files.createDirectories(file.getParent());
            Files.write(file, a.getValue());
        }
        for (var l : d.links().entrySet()) symlink(dir.resolve(l.getKey()), Path.of(l.getValue()));
        String subsystem = d.subsystem();
        if (subsystem == null) return;
        String up = "../".repeat(relative.split("/").length);
        if (BUSES.contains(subsystem)) {
            symlink(dir.resolve("subsystem"), Path.of(up + "bus/" + subsystem));
            symlink(root.resolve("bus").resolve(subsystem).resolve("devices").resolve(d.name()), Path.of("../../.." + d.path()));
        } else {
            symlink(dir.resolve("subsystem"), Path.of(up + "class/" + subsystem));
            symlink(root.resolve("class").resolve(subsystem).resolve(d.name()), Path.of("../.." + d.path()));
        }
    }

    private static void symlink(Path link, Path target) throws IOException {
        Files.createDirectories(link.getParent());
        if (Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return;
        Files.createSymbolicLink(link, target);
    }

    /** GLib's g_strcompress, as umockdev applies it to {@code A:} values: C escapes and octal. */
    static byte[] unescape(String value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] in = value.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < in.length; i++) {
            if (in[i] != '\\' || i + 1 == in.length) {
                out.write(in[i]);
                continue;
            }
            char c = (char) in[++i];
            switch (c) {
                case 'n' -> out.write('\n');
                case 't' -> out.write('\t');
                case 'r' -> out.write('\r');
                case 'b' -> out.write('\b');
                case 'f' -> out.write('\f');
                case 'v' -> out.write(0x0b);
                case '0', '1', '2', '3', '4', '5', '6', '7' -> {
                    int v = 0, digits = 0;
                    while (digits < 3 && i < in.length && in[i] >= '0' && in[i] <= '7') {
                        v = v * 8 + (in[i++] - '0');
                        digits++;
                    }
                    i--;
                    out.write(v);
                }
                default -> out.write(c);
            }
        }
        return out.toByteArray();
    }
}
