package dev.linkledger.rules.facts;

import java.util.List;

/**
 * A USB4/Thunderbolt router as connected now, with the link to its parent. Rates are per lane in
 * Gb/s as the kernel and boltctl print them; a host router has no link of its own.
 *
 * @param name       the router's key on the host: the kernel's {@code 0-1}, or its boltctl uuid
 * @param parent     the name of the router upstream, when the evidence says; null when unknown
 * @param host       true for a host router, null when the evidence does not say
 * @param generation 1-3 Thunderbolt, 4 USB4; null when unknown
 */
public record Usb4RouterFact(String hostId, String name, String uuid, String parent, Boolean host, Integer generation,
                             String vendor, String device, Double rxLaneGbps, Integer rxLanes, Double txLaneGbps,
                             Integer txLanes, List<EventRef> events) {

    public boolean hostRouter() {
        return Boolean.TRUE.equals(host);
    }

    /** "Razer Core", or the name when the evidence gives no product. */
    public String label() {
        if (device == null) return name;
        return vendor == null || device.startsWith(vendor) ? device : vendor + " " + device;
    }
}
