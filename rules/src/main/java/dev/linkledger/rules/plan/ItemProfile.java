package dev.linkledger.rules.plan;

import dev.linkledger.rules.link.LinkMode;

import java.util.List;

/**
 * What a planned item can carry, from its rating or the catalogs.
 *
 * @param mode        the fastest USB mode it supports, null when its rating is ambiguous or unknown
 * @param candidates  the modes an ambiguous rating may mean
 * @param fallback    for USB4 products, the mode they use on a USB 3 port; null otherwise
 * @param bridgeMBps  an enclosure's drive side (PCIe or SATA), decimal MB/s, null when unknown
 * @param mediumMBps  the medium's own ceiling, decimal MB/s, null when unknown or not the limit (NVMe)
 * @param catalogEntry the vid:pid of the catalog entry used, or null
 * @param name        how to call it in a sentence
 */
public record ItemProfile(PlanItemKind kind, LinkMode mode, List<LinkMode> candidates, LinkMode fallback,
                          Integer bridgeMBps, Integer mediumMBps, String catalogEntry, String name) {

    public boolean ambiguous() {
        return mode == null && candidates.size() > 1;
    }

    /** The mode it runs at behind a port of {@code portMode}. */
    public LinkMode modeOn(LinkMode portMode) {
        // A USB4 40/80 product on a port slower than that runs its USB fallback mode.
        double usb3Top = LinkMode.GEN2X2.totalMbps();
        LinkMode own = mode.totalMbps() > usb3Top && portMode.totalMbps() <= usb3Top && fallback != null ? fallback : mode;
        return own.totalMbps() <= portMode.totalMbps() ? own : portMode;
    }
}
