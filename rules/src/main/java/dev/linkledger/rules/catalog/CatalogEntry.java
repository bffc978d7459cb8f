package dev.linkledger.rules.catalog;

import dev.linkledger.rules.link.Basis;
import dev.linkledger.rules.link.LinkMode;

/**
 * A curated fact about a product by vid:pid: what its USB side can do and, for bridges, what
 * sits behind it.
 *
 * @param kind              {@code bridge}, {@code hub}, {@code device}
 * @param upstream          the fastest USB mode it supports
 * @param downstream        for bridges, e.g. {@code PCIe Gen3 x2 NVMe}, {@code SATA}; null otherwise
 * @param uas               whether the bridge supports UAS; null when not applicable or unknown
 * @param source            where the fact comes from (usb.ids, smartmontools drivedb.h, a review...)
 * @param upstreamBasis     how {@code upstream} is known; null means {@code spec} (vendor datasheet)
 * @param usbFallback       for USB4 products, the USB mode used when the host offers no USB4 (it
 *                          then enumerates as a USB device); null otherwise
 * @param downstreamMBps    practical ceiling of the downstream side in decimal MB/s (PCIe Gen3 x2
 *                          1600, Gen3 x4 3500, Gen4 x4 7000, SATA 550), null when unknown
 * @param downstreamBasis   how {@code downstreamMBps} is known
 * @param startsInUsb2Mode  true for devices that enumerate at USB 2.0 until their driver switches
 *                          them to USB 3: a 480M link is then not necessarily a fault
 * @param notes             caveats (shared ids, quirks)
 */
public record CatalogEntry(String vendorId, String productId, String name, String kind, LinkMode upstream,
                           String downstream, Boolean uas, String source,
                           Basis upstreamBasis, LinkMode usbFallback, Integer downstreamMBps, Basis downstreamBasis,
                           Boolean startsInUsb2Mode, String notes) {

    public String vidPid() {
        return vendorId + ":" + productId;
    }

    public Basis upstreamBasisOrSpec() {
        return upstreamBasis != null ? upstreamBasis : Basis.SPEC;
    }

    public boolean usb2ByDesign() {
        return Boolean.TRUE.equals(startsInUsb2Mode);
    }
}
