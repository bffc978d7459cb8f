package dev.linkledger.inventory.query;

import java.util.Locale;

/**
 * The capability class a cable's tests put it in. Every link proves the cable carries its speed,
 * a "limited" verdict too; so a cable once proven at SuperSpeed stays SuperSpeed even if a later
 * link fell back (a loose plug), and only a cable never proven faster than 480 with a limit at
 * 480 is {@code usb2}. No tests, or only USB 2.0 links without a limit, is {@code unverified}.
 */
public enum CableCapability {
    USB2, GEN1, GEN2, UNVERIFIED;

    public static CableCapability of(Integer provenMbps, Integer limitMbps) {
        if (provenMbps != null && provenMbps >= 10000) return GEN2;
        if (provenMbps != null && provenMbps >= 5000) return GEN1;
        if (limitMbps != null && limitMbps <= 480) return USB2;
        return UNVERIFIED;
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean superSpeed() {
        return this == GEN1 || this == GEN2;
    }
}
