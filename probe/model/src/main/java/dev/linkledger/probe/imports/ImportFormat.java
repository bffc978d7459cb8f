package dev.linkledger.probe.imports;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The tool outputs an import understands; {@link #AUTO} finds every one of them in a mixed paste. */
public enum ImportFormat {
    AUTO("auto"),
    LSUSB("lsusb"),
    LSUSB_T("lsusb-t"),
    LSUSB_V("lsusb-v"),
    USB_DEVICES("usb-devices"),
    /** {@code cyme --json}, tree or list. */
    CYME_JSON("cyme-json"),
    DMESG("dmesg"),
    /** {@code boltctl list}, {@code boltctl info}, {@code boltctl domains}: USB4/Thunderbolt routers. */
    BOLTCTL("boltctl");

    private final String label;

    ImportFormat(String label) {
        this.label = label;
    }

    /** The name users type and observations carry as their {@code source}: {@code lsusb-t}, {@code usb-devices}. */
    public String label() {
        return label;
    }

    /** Accepts {@code lsusb-t}, {@code LSUSB_T}, {@code lsusb_t}; null or blank is {@link #AUTO}. */
    public static ImportFormat parse(String text) {
        if (text == null || text.isBlank()) return AUTO;
        String wanted = text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (ImportFormat f : values()) if (f.label.equals(wanted)) return f;
        throw new IllegalArgumentException("unknown format '" + text.trim() + "'; expected one of " + labels());
    }

    public static String labels() {
        return Arrays.stream(values()).map(ImportFormat::label).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return label;
    }
}
