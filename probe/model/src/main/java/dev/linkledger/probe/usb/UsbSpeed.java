package dev.linkledger.probe.usb;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.math.BigDecimal;

/**
 * A speed as the kernel writes it in sysfs ({@code 1.5}, {@code 12}, {@code 480}, {@code 5000},
 * {@code 10000}, {@code 20000}) in Mb/s. Text the kernel does not normally write is kept as
 * it was ({@link #raw()}) rather than rejected, and is not {@link #known()}.
 *
 * <p>The one owner of what a rate means: the kernel's rates are named here, and every "is this link
 * SuperSpeed / USB 2.0 or slower" question, on a parsed speed or on a bare number a fact carries, goes
 * through {@link #superSpeed(double)}, {@link #usb2OrSlower(double)} and {@link #highSpeed(double)}.
 * drivers/usb/core/sysfs.c {@code speed_show} writes {@code 1.5} (low), {@code 12} (full),
 * {@code 480} (high), {@code 5000} (SuperSpeed), and for SuperSpeed Plus {@code 20000} when the link
 * is Gen 2x2 ({@code ssp_rate == USB_SSP_GEN_2x2}), else {@code 10000} (Gen 2x1, and Gen 1x2: the
 * lanes tell those two apart). A USB4 tunnel is not a USB device speed and never appears here.
 */
public final class UsbSpeed {
    /** USB 1.x Low-Speed. */
    public static final double LOW_SPEED_MBPS = 1.5;
    /** USB 1.x Full-Speed. */
    public static final int FULL_SPEED_MBPS = 12;
    /** USB 2.0 High-Speed: the fastest a USB 2.0 link (or a USB 3 device on its USB 2.0 half) goes. */
    public static final int HIGH_SPEED_MBPS = 480;
    /** SuperSpeed (USB 3.2 Gen 1): the slowest SuperSpeed rate. */
    public static final int SUPER_SPEED_MBPS = 5000;
    /** SuperSpeed Plus Gen 2x1, or Gen 1x2 on two lanes. */
    public static final int SUPER_SPEED_PLUS_MBPS = 10000;
    /** SuperSpeed Plus Gen 2x2: the kernel's {@code 20000} is this, never USB4. */
    public static final int SUPER_SPEED_PLUS_2X2_MBPS = 20000;

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

    /** A SuperSpeed rate (5000 or more); false for text that is not a number. */
    public boolean superSpeed() {
        return superSpeed(mbps());
    }

    /** 480 or less: a USB 2.0 (or 1.x) link; false for text that is not a number. */
    public boolean usb2OrSlower() {
        return usb2OrSlower(mbps());
    }

    /** Exactly High-Speed (480): where a SuperSpeed device on its USB 2.0 half sits. */
    public boolean highSpeed() {
        return highSpeed(mbps());
    }

    /** A SuperSpeed rate, Mb/s: 5000 or more. NaN (an unknown speed) is not. */
    public static boolean superSpeed(double mbps) {
        return mbps >= SUPER_SPEED_MBPS;
    }

    /** A USB 2.0 or USB 1.x rate, Mb/s: 480 or less. NaN (an unknown speed) is not. */
    public static boolean usb2OrSlower(double mbps) {
        return mbps <= HIGH_SPEED_MBPS;
    }

    /** Exactly the High-Speed rate, 480 Mb/s. */
    public static boolean highSpeed(double mbps) {
        return mbps == HIGH_SPEED_MBPS;
    }

    /** Exactly Low-Speed, 1.5 Mb/s: a bus time of its own per transaction (USB 2.0 §5.11.3). */
    public static boolean lowSpeed(double mbps) {
        return mbps == LOW_SPEED_MBPS;
    }

    /** Exactly Full-Speed, 12 Mb/s. */
    public static boolean fullSpeed(double mbps) {
        return mbps == FULL_SPEED_MBPS;
    }

    /** {@link #superSpeed(double)} of a rate that may be unknown (null): false then. */
    public static boolean superSpeed(Integer mbps) {
        return mbps != null && superSpeed(mbps.doubleValue());
    }

    /** {@link #usb2OrSlower(double)} of a rate that may be unknown (null): false then. */
    public static boolean usb2OrSlower(Integer mbps) {
        return mbps != null && usb2OrSlower(mbps.doubleValue());
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
