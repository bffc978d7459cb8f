package dev.linkledger.probe.usb;

import java.util.Locale;
import java.util.regex.Pattern;

/** Vendor and product id, 4 lower-case hex digits each, written {@code 152d:0583} as lsusb does. */
public record VidPid(String vendorId, String productId) {
    private static final Pattern HEX4 = Pattern.compile("[0-9a-f]{4}");

    public VidPid {
        vendorId = normalise(vendorId);
        productId = normalise(productId);
    }

    /** Parses {@code 152d:0583} (any case). */
    public static VidPid parse(String text) {
        String[] parts = text == null ? new String[0] : text.trim().split(":");
        if (parts.length != 2) throw new IllegalArgumentException("not a vid:pid: " + text);
        return new VidPid(parts[0], parts[1]);
    }

    /** Null when either half is missing: a device with no ids has no identity to look up. */
    public static VidPid ofNullable(String vendorId, String productId) {
        return vendorId == null || productId == null ? null : new VidPid(vendorId, productId);
    }

    private static String normalise(String hex) {
        String h = hex == null ? "" : hex.trim().toLowerCase(Locale.ROOT);
        if (!HEX4.matcher(h).matches()) throw new IllegalArgumentException("not 4 hex digits: " + hex);
        return h;
    }

    @Override
    public String toString() {
        return vendorId + ":" + productId;
    }
}
