package dev.linkledger.rules.link;

/**
 * A USB signalling mode: what a link can physically carry, kept apart from the goodput a
 * storage device practically gets through it (see {@link #practicalCeilingMBps}).
 *
 * <p>Rates are in Mb/s exactly as the kernel's {@code speed} attribute writes them; lanes are
 * separate because Gen 1x2 and Gen 2 both print {@code 10000}.
 */
public enum LinkMode {
    LOW_SPEED("USB 1.x Low-Speed", 1.5, 1),
    FULL_SPEED("USB 1.x Full-Speed", 12, 1),
    HIGH_SPEED("USB 2.0 High-Speed", 480, 1),
    GEN1("USB 3.2 Gen 1", 5000, 1),
    GEN2("USB 3.2 Gen 2", 10000, 1),
    GEN1X2("USB 3.2 Gen 1x2", 5000, 2),
    GEN2X2("USB 3.2 Gen 2x2", 10000, 2),
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

    public boolean isSuperSpeed() {
        return totalMbps() >= 5000;
    }

    /**
     * The mode a kernel {@code speed} value and lane count describe, or null for values the
     * kernel never writes. USB4 tunnels never appear here: they are not a USB device speed.
     */
    public static LinkMode fromKernel(double speedMbps, int lanes) {
        int effectiveLanes = Math.max(1, lanes);
        if (speedMbps == 1.5) return LOW_SPEED;
        if (speedMbps == 12) return FULL_SPEED;
        if (speedMbps == 480) return HIGH_SPEED;
        // 5000M/x2 is a known firmware misreport, not a real mode: report the single-lane rate.
        if (speedMbps == 5000) return GEN1;
        if (speedMbps == 10000) return effectiveLanes >= 2 ? GEN1X2 : GEN2;
        if (speedMbps == 20000) return GEN2X2;
        return null;
    }
}
