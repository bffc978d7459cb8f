package dev.linkledger.rules.link;

import dev.linkledger.probe.usb.UsbSpeed;

/**
 * A USB signalling mode: what a link can physically carry, kept apart from the goodput a
 * storage device practically gets through it (see {@link #practicalCeilingMBps}).
 *
 * <p>Rates are in Mb/s exactly as the kernel's {@code speed} attribute writes them; lanes are
 * separate because Gen 1x2 and Gen 2 both print {@code 10000}.
 *
 * <p>The one table from a rate to a mode: the kernel's rates ({@link #fromKernel}, named in
 * {@link UsbSpeed}), a "can do" total rate ({@link #atMost}), a USB4 link's rate ({@link #usb4}) and a
 * rate in a product name ({@link #ofRate}) all resolve here. What a rate is (SuperSpeed, USB 2.0) is
 * {@link UsbSpeed}'s.
 */
public enum LinkMode {
    LOW_SPEED("USB 1.x Low-Speed", UsbSpeed.LOW_SPEED_MBPS, 1),
    FULL_SPEED("USB 1.x Full-Speed", UsbSpeed.FULL_SPEED_MBPS, 1),
    HIGH_SPEED("USB 2.0 High-Speed", UsbSpeed.HIGH_SPEED_MBPS, 1),
    GEN1("USB 3.2 Gen 1", UsbSpeed.SUPER_SPEED_MBPS, 1),
    GEN2("USB 3.2 Gen 2", UsbSpeed.SUPER_SPEED_PLUS_MBPS, 1),
    GEN1X2("USB 3.2 Gen 1x2", UsbSpeed.SUPER_SPEED_MBPS, 2),
    GEN2X2("USB 3.2 Gen 2x2", UsbSpeed.SUPER_SPEED_PLUS_MBPS, 2),
    USB4_20("USB4 20Gbps", 20000, 1),
    USB4_40("USB4 40Gbps", 40000, 1),
    USB4_80("USB4 80Gbps", 80000, 1);

    private final String label;
    private final double laneMbps;
    private final int lanes;

    LinkMode(String label, double laneMbps, int lanes) {
        this.label = label;
        this.laneMbps = laneMbps;
        this.lanes = lanes;
    }

    public String label() {
        return label;
    }

    /** Total signalling rate in Mb/s (per-lane rate times lanes). */
    public double totalMbps() {
        return laneMbps * lanes;
    }

    public int lanes() {
        return lanes;
    }

    /** Practical storage goodput in decimal MB/s; see {@link LinkCeilings#practicalMBps(LinkMode, boolean)}. */
    public int practicalCeilingMBps(boolean uas) {
        return LinkCeilings.bundled().practicalMBps(this, uas);
    }

    /** A SuperSpeed mode (5 Gb/s or more, USB4 included): {@link UsbSpeed#superSpeed(double)} of its rate. */
    public boolean superSpeed() {
        return UsbSpeed.superSpeed(totalMbps());
    }

    /** A USB 2.0 or USB 1.x mode. */
    public boolean usb2OrSlower() {
        return UsbSpeed.usb2OrSlower(totalMbps());
    }

    /**
     * The mode a kernel {@code speed} value and lane count describe, or null for values the
     * kernel never writes. USB4 tunnels never appear here: they are not a USB device speed, so
     * {@code 20000} is SuperSpeed Plus Gen 2x2 whatever the lanes say (a paste often omits them).
     */
    public static LinkMode fromKernel(double speedMbps, int lanes) {
        int effectiveLanes = Math.max(1, lanes);
        if (speedMbps == UsbSpeed.LOW_SPEED_MBPS) return LOW_SPEED;
        if (speedMbps == UsbSpeed.FULL_SPEED_MBPS) return FULL_SPEED;
        if (speedMbps == UsbSpeed.HIGH_SPEED_MBPS) return HIGH_SPEED;
        // 5000M/x2 is a known firmware misreport, not a real mode: report the single-lane rate.
        if (speedMbps == UsbSpeed.SUPER_SPEED_MBPS) return GEN1;
        if (speedMbps == UsbSpeed.SUPER_SPEED_PLUS_MBPS) return effectiveLanes >= 2 ? GEN1X2 : GEN2;
        if (speedMbps == UsbSpeed.SUPER_SPEED_PLUS_2X2_MBPS) return GEN2X2;
        return null;
    }

    /**
     * The mode a "can do" total rate names: the kernel's mode of that rate on one lane, else the fastest
     * mode not above it (single lane first). Never null: below every mode (or NaN) it is Low-Speed.
     */
    public static LinkMode atMost(double totalMbps) {
        LinkMode exact = fromKernel(totalMbps, 1);
        if (exact != null) return exact;
        LinkMode best = LOW_SPEED;
        for (LinkMode mode : values())
            if (mode.totalMbps() <= totalMbps && mode.totalMbps() > best.totalMbps()) best = mode;
        return best;
    }

    /** The USB4 mode of a USB4 link's rate: 80 or 40 Gb/s when it reaches them, else 20 Gb/s. */
    public static LinkMode usb4(double mbps) {
        if (mbps >= USB4_80.totalMbps()) return USB4_80;
        if (mbps >= USB4_40.totalMbps()) return USB4_40;
        return USB4_20;
    }

    /** The mode a link's rate names: a USB device speed ({@link #fromKernel}, else {@link #atMost}), or a USB4 link's. */
    public static LinkMode of(double mbps, int lanes, boolean usb4) {
        if (usb4) return usb4(mbps);
        LinkMode mode = fromKernel(mbps, lanes);
        return mode != null ? mode : atMost(mbps);
    }

    /**
     * The mode an exact rate in a product name means ("20Gbps", "480 Mbps"), or null for a rate no mode has.
     * Alone, a rate means what the kernel's does ({@code 20000} is Gen 2x2, "USB 20Gbps" in USB-IF's naming);
     * only a name that says USB4 makes 20 Gb/s the USB4 mode. 40 and 80 Gb/s are USB4 either way.
     */
    public static LinkMode ofRate(double mbps, boolean usb4) {
        if (usb4 && mbps == USB4_20.totalMbps()) return USB4_20;
        LinkMode mode = fromKernel(mbps, 1);
        if (mode != null) return mode;
        if (mbps == USB4_40.totalMbps()) return USB4_40;
        if (mbps == USB4_80.totalMbps()) return USB4_80;
        return null;
    }
}
