package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.EnclosureRegisteredEvent;
import dev.linkledger.inventory.api.Medium;
import dev.linkledger.inventory.api.RegisterEnclosureCommand;
import dev.linkledger.inventory.api.UsbIdentity;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import static dev.linkledger.inventory.api.CommandRejectedException.invalid;

/** Checks an enclosure registration and looks its bridge up in the device catalog. */
final class EnclosureRegistration {
    private static final Pattern VID_PID = Pattern.compile("[0-9a-f]{4}:[0-9a-f]{4}");
    private static final Pattern HEX4 = Pattern.compile("[0-9a-f]{4}");
    /** Faster than PCIe Gen5 x4 can deliver: a typo, not a rating. */
    private static final int MAX_RATED_MBPS = 16000;

    private EnclosureRegistration() {
    }

    static EnclosureRegisteredEvent validated(RegisterEnclosureCommand c) {
        if (c.label() == null || c.label().isBlank()) throw invalid("label", "a label is required");
        if (c.bridge() == null || c.bridge().isBlank())
            throw invalid("bridge", "name the bridge chip (\"JMS583\") or its vid:pid (\"152d:0583\")");
        Medium medium = c.medium();
        if (medium == null || medium.kind() == null)
            throw invalid("medium.kind", "the medium's interface is required: NVME, SATA or SD");
        switch (medium.kind()) {
            case NVME -> {
                if (medium.pcieGeneration() == null || medium.pcieGeneration() < 1 || medium.pcieGeneration() > 6)
                    throw invalid("medium.pcieGeneration", "an NVMe medium needs its PCIe generation (1-6)");
                if (medium.pcieLanes() == null || !java.util.Set.of(1, 2, 4).contains(medium.pcieLanes()))
                    throw invalid("medium.pcieLanes", "an NVMe medium has 1, 2 or 4 PCIe lanes");
            }
            case SD -> {
                if (medium.sdClass() == null || !medium.sdClass().matches("(V(6|10|30|60|90)|U[13]|C(2|4|6|10)|A[12])"))
                    throw invalid("medium.sdClass", "an SD medium needs its class: V6/V10/V30/V60/V90, U1/U3, C2-C10");
            }
            case SATA -> { }
        }
        if (c.ratedMediumMBps() != null && (c.ratedMediumMBps() <= 0 || c.ratedMediumMBps() > MAX_RATED_MBPS))
            throw invalid("ratedMediumMBps", "a rated speed in MB/s between 1 and " + MAX_RATED_MBPS);
        String bridge = c.bridge().trim();
        Optional<CatalogEntry> entry = lookUp(bridge.toLowerCase(Locale.ROOT));
        return new EnclosureRegisteredEvent(c.enclosureId(), c.label().trim(), bridge,
                entry.map(CatalogEntry::vidPid).orElse(VID_PID.matcher(bridge.toLowerCase(Locale.ROOT)).matches()
                        ? bridge.toLowerCase(Locale.ROOT) : null),
                entry.map(CatalogEntry::name).orElse(null),
                entry.map(e -> e.upstream() == null ? null : e.upstream().name()).orElse(null),
                medium, c.ratedMediumMBps());
    }

    static UsbIdentity validated(UsbIdentity usb) {
        if (usb == null) throw invalid("usb", "a USB identity (vendorId, productId, serial) is required");
        String vendor = lower(usb.vendorId());
        String product = lower(usb.productId());
        if (vendor == null || !HEX4.matcher(vendor).matches())
            throw invalid("usb.vendorId", "4 hex digits as in idVendor, e.g. 152d");
        if (product == null || !HEX4.matcher(product).matches())
            throw invalid("usb.productId", "4 hex digits as in idProduct, e.g. 0583");
        String serial = usb.serial() == null || usb.serial().isBlank() ? null : usb.serial().trim();
        return new UsbIdentity(vendor, product, serial);
    }

    /** By vid:pid, else by a chip name the catalog's product name contains ("JMS583"). */
    private static Optional<CatalogEntry> lookUp(String bridge) {
        DeviceCatalog catalog = DeviceCatalog.bundled();
        if (VID_PID.matcher(bridge).matches()) {
            String[] parts = bridge.split(":");
            return catalog.find(parts[0], parts[1]);
        }
        String chip = bridge.replaceAll("[\\s-]", "");
        return catalog.entries().stream()
                .filter(e -> "bridge".equals(e.kind()) && e.name() != null
                        && e.name().toLowerCase(Locale.ROOT).replaceAll("[\\s-]", "").contains(chip))
                .findFirst();
    }

    private static String lower(String s) {
        return s == null ? null : s.trim().toLowerCase(Locale.ROOT);
    }
}
