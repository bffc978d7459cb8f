package dev.linkledger.probe.usb;

import java.util.regex.Pattern;

/**
 * The bcdUSB a device declares: sysfs writes it as {@code %2x.%02x} (so {@code " 2.10"} with a
 * leading space), lsusb as {@code 2.10}. Kept as the BCD value so comparisons are exact.
 */
public record UsbVersion(int bcd) implements Comparable<UsbVersion> {
    public static final UsbVersion USB_2_00 = new UsbVersion(0x0200);
    public static final UsbVersion USB_2_10 = new UsbVersion(0x0210);
    public static final UsbVersion USB_3_00 = new UsbVersion(0x0300);
    private static final Pattern SHAPE = Pattern.compile("([0-9a-fA-F]{1,2})\\.([0-9a-fA-F]{2})");

    public UsbVersion {
        if (bcd < 0 || bcd > 0xFFFF) throw new IllegalArgumentException("bcdUSB out of range: " + bcd);
    }

    /** Parses {@code " 2.10"}, {@code "3.20"}; throws on anything else. */
    public static UsbVersion parse(String text) {
        var m = text == null ? null : SHAPE.matcher(text.trim());
        if (m == null || !m.matches()) throw new IllegalArgumentException("not a bcdUSB version: " + text);
        return new UsbVersion(Integer.parseInt(m.group(1), 16) << 8 | Integer.parseInt(m.group(2), 16));
    }

    public boolean atLeast(UsbVersion other) {
        return compareTo(other) >= 0;
    }

    @Override
    public int compareTo(UsbVersion o) {
        return Integer.compare(bcd, o.bcd);
    }

    /** {@code 2.10}, {@code 3.20}: the form the observation carries, without sysfs' padding. */
    @Override
    public String toString() {
        return String.format("%x.%02x", bcd >> 8, bcd & 0xFF);
    }
}
