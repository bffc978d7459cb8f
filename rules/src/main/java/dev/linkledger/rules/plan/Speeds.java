package dev.linkledger.rules.plan;

/** Rates as people read them. */
final class Speeds {
    private Speeds() {
    }

    /** A kernel rate without a needless ".0" (480, 5000, 1.5). */
    static String text(double mbps) {
        return mbps == Math.rint(mbps) ? String.valueOf((long) mbps) : String.valueOf(mbps);
    }

    /** "5 Gbps", "480 Mbps". */
    static String gbps(double mbps) {
        return mbps >= 1000 ? text(mbps / 1000) + " Gbps" : text(mbps) + " Mbps";
    }

    /** A factor as a whole number when it is one (16), else one decimal. */
    static Number factor(double value) {
        return value == Math.rint(value) ? (Number) (long) value : (Number) (Math.round(value * 10) / 10.0);
    }
}
