package dev.linkledger.probe.usb;

/**
 * The two fields of a SuperSpeedPlus USB Device Capability (USB 3.2 §9.6.2.5) that say what the
 * device can do, decoded once for every reader of them: the binary BOS from sysfs and the
 * numbers cyme's JSON carries.
 */
public final class SuperSpeedPlusFields {
    private SuperSpeedPlusFields() {
    }

    /** A bmSublinkSpeedAttr: bits 5:4 exponent (b/s, Kb/s, Mb/s, Gb/s), bits 31:16 mantissa. */
    public static long sublinkBitsPerSecond(long attribute) {
        int exponent = (int) (attribute >> 4) & 0x3;
        long mantissa = (attribute >> 16) & 0xFFFF;
        return mantissa * (long) Math.pow(1000, exponent);
    }

    /** wFunctionalitySupport's minimum RX (bits 11:8) and TX (bits 15:12) lane counts: the larger, at least 1. */
    public static int lanes(int functionalitySupport) {
        return Math.max(1, Math.max((functionalitySupport >> 8) & 0xF, (functionalitySupport >> 12) & 0xF));
    }
}
