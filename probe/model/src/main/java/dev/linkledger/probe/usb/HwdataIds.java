package dev.linkledger.probe.usb;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The hwdata id list format shared by {@code pci.ids} and {@code usb.ids}: a vendor line
 * ({@code 0bda  Realtek Semiconductor Corp.}), then its devices indented by one tab
 * ({@code \t8153  RTL8153 Gigabit Ethernet Adapter}); deeper tabs (subsystems, interfaces) and
 * the class lists after the vendors ({@code C 09  Hub}) are not names of products. One parser
 * for both files, read once per file: a missing or damaged file only costs display names.
 */
public final class HwdataIds {
    private static final Map<Path, HwdataIds> LOADED = new ConcurrentHashMap<>();

    private final Map<String, String> vendors;
    private final Map<String, String> products;

    private HwdataIds(Map<String, String> vendors, Map<String, String> products) {
        this.vendors = vendors;
        this.products = products;
    }

    /** The file's names, read on first use; an absent or unreadable file names nothing. */
    public static HwdataIds of(Path file) {
        if (file == null) return new HwdataIds(Map.of(), Map.of());
        return LOADED.computeIfAbsent(file.toAbsolutePath(), HwdataIds::read);
    }

    /** The first of {@code locations} that exists, or null. */
    public static Path firstInstalled(List<Path> locations) {
        return locations.stream().filter(Files::isRegularFile).findFirst().orElse(null);
    }

    /** {@code "Realtek Semiconductor Corp. RTL8153 Gigabit Ethernet Adapter"}, or null when either id is unknown. */
    public String name(String vendorId, String productId) {
        if (vendorId == null || productId == null) return null;
        String vendor = vendors.get(key(vendorId));
        String product = products.get(key(vendorId) + ":" + key(productId));
        return vendor == null || product == null ? null : vendor + " " + product;
    }

    public String vendor(String vendorId) {
        return vendorId == null ? null : vendors.get(key(vendorId));
    }

    private static HwdataIds read(Path file) {
        Map<String, String> vendors = new HashMap<>();
        Map<String, String> products = new HashMap<>();
        if (!Files.isRegularFile(file)) return new HwdataIds(vendors, products);
        // usb.ids is ISO-8859-1 in older releases and UTF-8 in newer ones; Latin-1 reads both without failing.
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            String vendor = null;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.isEmpty() || line.startsWith("#")) continue;
                if (!Character.isWhitespace(line.charAt(0))) {
                    vendor = hexId(line) ? key(line.substring(0, 4)) : null;
                    if (vendor != null) vendors.put(vendor, line.substring(4).trim());
                } else if (vendor != null && line.startsWith("\t") && !line.startsWith("\t\t") && hexId(line.substring(1))) {
                    products.put(vendor + ":" + key(line.substring(1, 5)), line.substring(5).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            return new HwdataIds(Map.of(), Map.of());
        }
        return new HwdataIds(vendors, products);
    }

    /** Four hex digits then whitespace: an id line, not a class list ({@code C 09}) or a language line ({@code L}). */
    private static boolean hexId(String text) {
        if (text.length() < 5 || !Character.isWhitespace(text.charAt(4))) return false;
        for (int i = 0; i < 4; i++) if (Character.digit(text.charAt(i), 16) < 0) return false;
        return true;
    }

    private static String key(String id) {
        return id.trim().toLowerCase(Locale.ROOT);
    }
}
