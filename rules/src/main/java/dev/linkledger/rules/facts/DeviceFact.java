package dev.linkledger.rules.facts;

import java.util.List;

/**
 * A USB device as it is connected now: what its link negotiated ("is doing") next to what the
 * device can do, and the events that established each.
 *
 * @param negotiatedMbps the kernel's {@code speed} for this device (1.5, 12, 480, 5000, 10000, 20000)
 * @param capabilityMbps the highest total rate the device can do, or null when unknown
 */
public record DeviceFact(String hostId, String path, int bus, Integer devnum, String parentPath, String portId,
                         double negotiatedMbps, int lanes, String vendorId, String productId, String bcdUsb,
                         String deviceClass, boolean hub, String product, List<String> drivers,
                         Integer capabilityMbps, CapabilitySource capabilitySource,
                         List<EventRef> events, List<EventRef> capabilityEvents) {

    public boolean hasDriver(String driver) {
        return drivers != null && drivers.contains(driver);
    }

    public boolean superSpeedCapable() {
        return capabilityMbps != null && capabilityMbps >= 5000;
    }
}
