package dev.linkledger.rules.catalog;

import dev.linkledger.rules.link.LinkMode;

/**
 * A curated fact about a product by vid:pid: what its USB side can do and, for bridges, what
 * sits behind it.
 *
 * @param kind       {@code bridge}, {@code hub}, {@code device}
 * @param upstream   the fastest USB mode it supports
 * @param downstream for bridges, e.g. {@code PCIe Gen3 x2 NVMe}, {@code SATA}; null otherwise
 * @param uas        whether the bridge supports UAS; null when not applicable or unknown
 * @param source     where the fact comes from (usb.ids, smartmontools drivedb.h, a review...)
 */
public record CatalogEntry(String vendorId, String productId, String name, String kind, LinkMode upstream,
                           String downstream, Boolean uas, String source) {

    public String vidPid() {
        return vendorId + ":" + productId;
    }
}
