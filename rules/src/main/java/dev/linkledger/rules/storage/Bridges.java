package dev.linkledger.rules.storage;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.media.MediaCatalog;

import java.util.Optional;

/**
 * What an enclosure's bridge and medium can carry, from the enclosure's own data, else the catalogs.
 * Public for the page's chain picture, which draws these ceilings and must not work them out twice.
 */
public final class Bridges {
    private Bridges() {
    }

    public static Optional<CatalogEntry> entry(EnclosureFact e) {
        Optional<CatalogEntry> bridge = DeviceCatalog.bundled().find(e.bridgeVendorId(), e.bridgeProductId());
        return bridge.isPresent() ? bridge : DeviceCatalog.bundled().find(e.deviceVendorId(), e.deviceProductId());
    }

    /** The bridge's drive side, decimal MB/s: the enclosure's declared PCIe link, else the catalog. */
    public static Optional<Double> downstreamMBps(EnclosureFact e) {
        Optional<Double> declared = e.pcieGen() != null ? MediaCatalog.bundled().bridgeLinkMBps(e) : Optional.empty();
        if (declared.isPresent()) return declared;
        return entry(e).map(CatalogEntry::downstreamMBps).map(Integer::doubleValue);
    }

    public static Optional<Double> mediumMBps(EnclosureFact e) {
        return MediaCatalog.bundled().mediumCeilingMBps(e);
    }

    public static String downstreamName(EnclosureFact e) {
        if (e.pcieGen() != null && e.pcieLanes() != null) return "PCIe Gen" + e.pcieGen() + " x" + e.pcieLanes();
        return entry(e).map(CatalogEntry::downstream).orElse("drive side");
    }
}
