package dev.linkledger.probe.usb;

import dev.linkledger.probe.usb.UsbSpeed;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.math.BigDecimal;

/**
 * A speed as the kernel writes it in sysfs ({@code 1.5}, {@code 12}, {@code 480}, {@code 5000},
 * {@code 10000}, {@code 20000}) in Mb/s. Text the kernel does not normally write is kept as
 * it was ({@link #raw()}) rather than rejected, and is not {@link #known()}.
 */
public final class UsbSpeed {
    private static final java.util.Set<String> KERNEL_VALUES = java.util.Set.of("1.5", "12", "480", "5000", "10000", "20000");

    private final String raw;
    private final BigDecimal mbps;

    private UsbSpeed(String raw, BigDecimal mbps) {
        this.raw = raw;
        this.mbps = mbps;
    }

    /** Parses sysfs or lsusb text: {@code 480}, {@code 480M}, {@code 1.5M}, {@code 5000 }. */
    public static UsbSpeed parse(String text) {
        if (text == null) return null;
        String t = text.trim();
        String digits = t.endsWith("M") ? t.substring(0, t.length() - 1) : t;
        try {
            BigDecimal value = new BigDecimal(digits).stripTrailingZeros();
            return new UsbSpeed(t, value.scale() < 0 ? value.setScale(0) : value);
        } catch (NumberFormatException e) {
            return new UsbSpeed(t, null);
        }
    }

    /** A speed stored as a number (a read model's numeric column); null stays null. No text is parsed. */
    public static UsbSpeed of(BigDecimal mbps) {
        if (mbps == null) return null;
        BigDecimal value = mbps.stripTrailingZeros();
        if (value.scale() < 0) value = value.setScale(0);
        return new UsbSpeed(value.toPlainString(), value);
    }

    public static UsbSpeed ofMbps(double mbps) {
        return parse(BigDecimal.valueOf(mbps).stripTrailingZeros().toPlainString());
    }

    @JsonCreator
    static UsbSpeed fromJson(Object value) {
        return value == null ? null : parse(value.toString());
    }

    /** Serialised as a plain JSON number (480, 1.5) when numeric, as the original text otherwise. */
    @JsonValue
    Object json() {
        return mbps != null ? number() : raw;
    }

    /** Mb/s as a JSON-friendly number (480 as an integer, 1.5 as a decimal), null when the text was not a number. */
    public Number number() {
        if (mbps == null) return null;
        return mbps.scale() <= 0 ? (Number) mbps.intValue() : mbps;
    }

    /** True for the values the kernel writes for a USB device or root hub. */
    public boolean known() {
        return mbps != null && KERNEL_VALUES.contains(mbps.toPlainString());
    }

    public boolean numeric() {
        return mbps != null;
    }

    /** Mb/s, or NaN when the text was not a number. */
    public double mbps() {
        return mbps == null ? Double.NaN : mbps.doubleValue();
    }

    /** Mb/s as an exact decimal for a numeric column; null when the text was not a number. */
    public BigDecimal decimal() {
        return mbps;
    }

    public String raw() {
        return raw;
    }

    public boolean isSuperSpeed() {
        return mbps != null && mbps.doubleValue() >= 5000;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof UsbSpeed other)) return false;
        return mbps != null && other.mbps != null ? mbps.compareTo(other.mbps) == 0 : raw.equals(other.raw);
    }

    @Override
    public int hashCode() {
        return mbps != null ? mbps.stripTrailingZeros().hashCode() : raw.hashCode();
    }

    /** As sysfs writes it, without lsusb's "M": {@code 480}, {@code 1.5}; unknown text as it was. */
    public String kernelText() {
        return mbps != null ? mbps.toPlainString() : raw;
    }

    @Override
    public String toString() {
        return mbps != null ? mbps.toPlainString() + "M" : raw;
    }
}
