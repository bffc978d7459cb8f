package dev.linkledger.probe.sysfs;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Controller names from the system's hwdata {@code pci.ids}, the same file lspci uses. When the
 * file is absent the name stays unknown: a hand-kept table would go stale and lie.
 */
public final class PciIds {
    /** Where distributions install the file: Fedora/Arch (hwdata), Debian/Ubuntu (pciutils). */
    public static final List<Path> DEFAULT_LOCATIONS = List.of(
            Path.of("/usr/share/hwdata/pci.ids"), Path.of("/usr/share/misc/pci.ids"));

    private final Path file;

    public PciIds(Path file) {
        this.file = file;
    }

    /** The first installed pci.ids, or a lookup that always answers null. */
    public static PciIds system() {
        return new PciIds(DEFAULT_LOCATIONS.stream().filter(Files::isRegularFile).findFirst().orElse(null));
    }

    /** {@code "Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller"}, or null when unknown. */
    public String name(String vendorId, String deviceId) {
        if (file == null || vendorId == null || deviceId == null || !Files.isRegularFile(file)) return null;
        String vendor = vendorId.toLowerCase(Locale.ROOT);
        String device = deviceId.toLowerCase(Locale.ROOT);
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String vendorName = null;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.isEmpty() || line.startsWith("#")) continue;
                boolean vendorLine = !Character.isWhitespace(line.charAt(0));
                if (vendorLine && vendorName != null) return null;
                if (vendorLine && line.toLowerCase(Locale.ROOT).startsWith(vendor + " ")) vendorName = line.substring(4).trim();
                else if (vendorName != null && line.startsWith("\t") && !line.startsWith("\t\t")
                        && line.substring(1).toLowerCase(Locale.ROOT).startsWith(device + " ")) {
                    return vendorName + " " + line.substring(5).trim();
                }
            }
            return null;
        } catch (IOException | RuntimeException e) {
            // A damaged ids file only costs us a display name.
            return null;
        }
    }
}
