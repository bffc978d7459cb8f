package dev.linkledger.rules.facts;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.link.LinkModeName;
import dev.linkledger.rules.link.LinkModeNames;

import java.util.List;

/**
 * A registered cable: what is printed on it, what its e-marker declares, and what links through
 * it proved. All rates are link rates in Mb/s (480, 5000, 10000, 20000, 40000, 80000).
 *
 * @param printedRating      the rating as printed or sold ("USB4 80Gbps", "USB 3.1"); may be ambiguous or null
 * @param declaredMaxMbps    the e-marker's highest USB speed (cable VDO bits 2:0), null without an e-marker
 * @param limitedToMbps      measured upper bound: the cable never carried more with ends that can do more
 *                           (a USB 2.0-only charge cable: 480); null when not shown
 * @param carriesAtLeastMbps measured lower bound: the fastest link ever seen through it; null when never seen
 * @param hostId             where it is attached now, with {@code portId} and {@code devicePath}; all null when
 *                           it is in a drawer
 * @param events             registration and attachment events
 * @param measurementEvents  the link events that showed {@code limitedToMbps} / {@code carriesAtLeastMbps}
 */
public record CableFact(String id, String label, String printedRating, Integer declaredMaxMbps, Integer limitedToMbps,
                        Integer carriesAtLeastMbps, String hostId, String portId, String devicePath,
                        List<EventRef> events, List<EventRef> measurementEvents) {

    /** The lowest known bound (e-marker or measured), in Mb/s, or null when neither is known. */
    public Integer limitMbps() {
        if (declaredMaxMbps == null) return limitedToMbps;
        if (limitedToMbps == null) return declaredMaxMbps;
        return Math.min(declaredMaxMbps, limitedToMbps);
    }

    /** What the printed rating promises at least, in Mb/s (the slowest candidate of an ambiguous name), or null. */
    public Double printedFloorMbps() {
        LinkModeName name = LinkModeNames.parse(printedRating);
        return name.candidates().stream().map(LinkMode::totalMbps).min(Double::compare).orElse(null);
    }

    /** Neither an e-marker nor a link through it says what it carries. */
    public boolean unverified() {
        return declaredMaxMbps == null && limitedToMbps == null && carriesAtLeastMbps == null;
    }

    public boolean usb2Only() {
        return UsbSpeed.usb2OrSlower(limitMbps());
    }
}
