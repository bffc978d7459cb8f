package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.link.LinkMode;

/**
 * Derived: a device whose link negotiated less than the device can do. {@code negotiated} is
 * null for a speed the kernel never writes.
 */
public record DowngradedLink(DeviceFact device, LinkMode negotiated, LinkMode capable) {

    public static DowngradedLink of(DeviceFact device) {
        return new DowngradedLink(device, LinkMode.fromKernel(device.negotiatedMbps(), device.lanes()),
                capabilityMode(device.capabilityMbps()));
    }

    /** The mode a "can do" total rate names: the fastest mode not above it, single lane first. */
    static LinkMode capabilityMode(int capabilityMbps) {
        LinkMode exact = LinkMode.fromKernel(capabilityMbps, 1);
        if (exact != null) return exact;
        LinkMode best = LinkMode.LOW_SPEED;
        for (LinkMode mode : LinkMode.values())
            if (mode.totalMbps() <= capabilityMbps && mode.totalMbps() > best.totalMbps()) best = mode;
        return best;
    }
}
