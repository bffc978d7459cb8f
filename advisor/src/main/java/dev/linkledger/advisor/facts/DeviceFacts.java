package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.DeviceEntity;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.facts.CapabilitySource;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.link.LinkMode;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/** A device row as a rule fact. */
final class DeviceFacts {
    private static final String HUB_CLASS = "09";
    /** Evidence the curated catalog outranks: it knows the chip, these only hint at SuperSpeed. */
    private static final Set<CapabilitySource> WEAKER_THAN_CATALOG = EnumSet.of(CapabilitySource.BCD_USB,
            CapabilitySource.BCD_USB_210, CapabilitySource.UAS_DRIVER, CapabilitySource.PRODUCT_STRING,
            CapabilitySource.UNKNOWN);

    private DeviceFacts() {
    }

    static DeviceFact of(DeviceEntity d) {
        int lanes = Math.max(1, Math.max(d.rxLanes == null ? 1 : d.rxLanes, d.txLanes == null ? 1 : d.txLanes));
        Integer capability = d.capabilityMbps;
        CapabilitySource source = CapabilitySources.of(d.capabilitySource);
        Optional<Integer> fromCatalog = catalogMbps(d);
        if (WEAKER_THAN_CATALOG.contains(source) && fromCatalog.isPresent()) {
            capability = fromCatalog.get();
            source = CapabilitySource.CATALOG;
        }
        return new DeviceFact(d.hostId, d.path, d.bus, d.devnum, d.parentPath, d.portId, Facts.mbps(d.speedMbps), lanes,
                d.vendorId, d.productId, d.bcdUsb, d.deviceClass, HUB_CLASS.equals(d.deviceClass), d.product,
                TopologyQueries.drivers(d), capability, source,
                Facts.refs(d.connected, d.speedSet, d.driversSet), Facts.refs(d.capabilitySet), d.serial);
    }

    /** A USB device's speed per the catalog: its USB 3 fallback when its upstream is a USB4 tunnel. */
    private static Optional<Integer> catalogMbps(DeviceEntity d) {
        return DeviceCatalog.bundled().find(d.vendorId, d.productId).map(DeviceFacts::usbMode)
                .map(mode -> (int) mode.totalMbps());
    }

    private static LinkMode usbMode(CatalogEntry e) {
        return e.usbFallback() != null ? e.usbFallback() : e.upstream();
    }
}
