package dev.linkledger.probe.usb;

import java.nio.file.Path;
import java.util.List;

/**
 * Device names from the system's {@code usb.ids}, the file lsusb uses, for imports and findings
 * when a paste carries no product string. When the file is absent the name stays unknown: a
 * hand-kept table would go stale and lie.
 */
public final class UsbIds {
    /** Where distributions install it: Fedora/Arch (hwdata), Debian/Ubuntu (usb.ids, usbutils), older Debian. */
    public static final List<Path> DEFAULT_LOCATIONS = List.of(Path.of("/usr/share/hwdata/usb.ids"),
            Path.of("/usr/share/misc/usb.ids"), Path.of("/var/lib/usbutils/usb.ids"));

    private static volatile UsbIds system;

    private final HwdataIds ids;

    public UsbIds(Path file) {
        this.ids = HwdataIds.of(file);
    }

    /** The first installed usb.ids, or a lookup that always answers null; looked up once. */
    public static UsbIds system() {
        UsbIds found = system;
        if (found == null) system = found = new UsbIds(HwdataIds.firstInstalled(DEFAULT_LOCATIONS));
        return found;
    }

    /** {@code "Realtek Semiconductor Corp. RTL8153 Gigabit Ethernet Adapter"}, or null when unknown. */
    public String name(String vendorId, String productId) {
        return ids.name(vendorId, productId);
    }

    public String name(VidPid id) {
        return id == null ? null : ids.name(id.vendorId(), id.productId());
    }
}
