package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.UsbSpeed;

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
        if (provenMbps != null && provenMbps >= UsbSpeed.SUPER_SPEED_PLUS_MBPS) return GEN2;
        if (UsbSpeed.superSpeed(provenMbps)) return GEN1;
        if (UsbSpeed.usb2OrSlower(limitMbps)) return USB2;
        return UNVERIFIED;
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean superSpeed() {
        return this == GEN1 || this == GEN2;
    }
}
