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

    /** A chip known to be USB 3 (catalog, driver family) though its own descriptors say less. */
    public static DowngradedLink ofChip(KnownUsb3Chip chip) {
        DeviceFact d = chip.device();
        return new DowngradedLink(d, LinkMode.fromKernel(d.negotiatedMbps(), d.lanes()), chip.capable());
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
