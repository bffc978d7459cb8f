package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.ChipFamilies;
import dev.linkledger.rules.catalog.ChipFamily;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.catalog.Usb2Mode;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.link.LinkMode;

import java.util.Optional;

/**
 * A device whose chip is known to be USB 3 from outside its own descriptors: by vid:pid in the
 * catalog, or by the driver bound to it (a rebranded adapter keeps its chip's driver). Chips that
 * start in USB 2.0 mode (Realtek rtw88/rtw89) describe themselves as USB 2.0 devices until
 * switched, so their own BOS at 480M does not say what they can do.
 *
 * @param entry  the catalog entry, when known by vid:pid
 * @param family the driver's chip family, when known by driver
 */
public record KnownUsb3Chip(DeviceFact device, LinkMode capable, CatalogEntry entry, ChipFamily family) {

    /** For DRL: a 480M non-hub device whose weak or USB 2.0-mode capability the chip knowledge overrules. */
    public static boolean applies(DeviceFact d) {
        return of(d).isPresent();
    }

    public static Optional<KnownUsb3Chip> of(DeviceFact d) {
        if (d.hub() || !d.linkHighSpeed()) return Optional.empty();
        if (d.superSpeedCapable()) return Optional.empty();
        Optional<ChipFamily> family = ChipFamilies.bundled().forDevice(d.drivers(), d.vendorId(), d.productId());
        Optional<CatalogEntry> entry = DeviceCatalog.bundled().find(d.vendorId(), d.productId())
                .filter(e -> !"hub".equals(e.kind()) && e.upstream() != null && e.upstream().superSpeed());
        boolean ownBos = d.capabilitySource() == CapabilitySource.BOS;
        // A BOS read at 480M is the chip's own word, unless the chip is one that hides its USB 3 side until switched.
        boolean switching = family.map(f -> f.usb2Mode() == Usb2Mode.SWITCHED_BY_DRIVER).orElse(false)
                || entry.map(CatalogEntry::usb2ByDesign).orElse(false);
        if (ownBos && !switching) return Optional.empty();
        if (entry.isEmpty() && family.isEmpty()) return Optional.empty();
        LinkMode mode = entry.map(CatalogEntry::upstream).orElseGet(() -> family.get().upstream());
        return Optional.of(new KnownUsb3Chip(d, mode, entry.orElse(null), family.orElse(null)));
    }

    /** The chip's name for a person: the catalog's, else the family's. */
    public String name() {
        if (entry != null) return entry.name();
        return family.family();
    }

    /** Where the knowledge comes from, for the evidence line. */
    public String source() {
        if (entry != null) return "catalog " + entry.vidPid() + " (" + entry.source() + ")";
        return "driver " + String.join("/", device.drivers()) + ": " + family.family() + " (" + family.source() + ")";
    }
}
