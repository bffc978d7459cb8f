package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.DeviceEntity;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.link.LinkMode;

import java.util.Optional;

/** A device row as a rule fact. */
final class DeviceFacts {
    private static final String HUB_CLASS = "09";

    private DeviceFacts() {
    }

    static DeviceFact of(DeviceEntity d) {
        int lanes = Math.max(1, Math.max(d.rxLanes == null ? 1 : d.rxLanes, d.txLanes == null ? 1 : d.txLanes));
        Integer capability = d.capabilityMbps;
        CapabilitySource source = CapabilitySource.fromWire(d.capabilitySource);
        Optional<Integer> fromCatalog = catalogMbps(d);
        // The catalog knows the chip: it replaces evidence that only hints (rows projected before it knew).
        if (source.weakerThan(CapabilitySource.CATALOG) && fromCatalog.isPresent()) {
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
