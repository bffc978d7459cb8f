package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.usb.HwdataIds;

import java.nio.file.Path;
import java.util.List;

/**
 * Controller names from the system's hwdata {@code pci.ids}, the same file lspci uses. When the
 * file is absent the name stays unknown: a hand-kept table would go stale and lie. The file's
 * format is read by {@link HwdataIds}, which {@code usb.ids} shares.
 */
public final class PciIds {
    /** Where distributions install the file: Fedora/Arch (hwdata), Debian/Ubuntu (pciutils). */
    public static final List<Path> DEFAULT_LOCATIONS = List.of(
            Path.of("/usr/share/hwdata/pci.ids"), Path.of("/usr/share/misc/pci.ids"));

    private final HwdataIds ids;

    public PciIds(Path file) {
        this.ids = HwdataIds.of(file);
    }

    /** The first installed pci.ids, or a lookup that always answers null. */
    public static PciIds system() {
        return new PciIds(HwdataIds.firstInstalled(DEFAULT_LOCATIONS));
    }

    /** {@code "Advanced Micro Devices, Inc. [AMD] Matisse USB 3.0 Host Controller"}, or null when unknown. */
    public String name(String vendorId, String deviceId) {
        return ids.name(vendorId, deviceId);
    }
}
