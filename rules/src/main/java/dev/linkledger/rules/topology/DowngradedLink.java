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
                LinkMode.atMost(device.capabilityMbps()));
    }

    /**
     * A device whose kernel log says it has a UAS interface its host controller cannot drive: UAS hardware is
     * SuperSpeed hardware in practice (as a bound {@code uas} driver is, CapabilityResolver), so at least Gen 1.
     */
    public static DowngradedLink ofUasInterface(DeviceFact d) {
        return new DowngradedLink(d, LinkMode.fromKernel(d.negotiatedMbps(), d.lanes()), LinkMode.GEN1);
    }

    /** Derived from a UAS interface alone: nothing else in the evidence gives the device's capability. */
    public boolean byUasInterface() {
        return device.capabilityMbps() == null && capable == LinkMode.GEN1 && Links.capable(device) == null
                && KnownUsb3Chip.of(device).isEmpty();
    }

    /** A chip known to be USB 3 (catalog, driver family) though its own descriptors say less. */
    public static DowngradedLink ofChip(KnownUsb3Chip chip) {
        DeviceFact d = chip.device();
        return new DowngradedLink(d, LinkMode.fromKernel(d.negotiatedMbps(), d.lanes()), chip.capable());
    }
}
