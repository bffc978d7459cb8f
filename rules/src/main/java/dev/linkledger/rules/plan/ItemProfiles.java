package dev.linkledger.rules.plan;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.link.LinkModeName;
import dev.linkledger.rules.link.LinkModeNames;
import dev.linkledger.rules.media.MediaCatalog;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a {@link PlannedItem} against the catalogs: the catalog entry by vid:pid (else, for
 * enclosures, by chip name), else the printed rating through {@link LinkModeNames}.
 */
public final class ItemProfiles {
    private ItemProfiles() {
    }

    public static ItemProfile of(PlannedItem item) {
        Optional<CatalogEntry> entry = entry(item);
        Integer medium = item.kind() == PlanItemKind.ENCLOSURE ? mediumMBps(item.medium()) : null;
        if (entry.isPresent()) {
            CatalogEntry e = entry.get();
            return new ItemProfile(item.kind(), e.upstream(), List.of(e.upstream()), e.usbFallback(),
                    item.kind() == PlanItemKind.ENCLOSURE ? e.downstreamMBps() : null, medium, e.vidPid(), e.name());
        }
        LinkModeName name = LinkModeNames.parse(item.rating());
        String called = item.rating() == null ? item.kind().wire() : "\"" + item.rating().trim() + "\" " + item.kind().wire();
        return new ItemProfile(item.kind(), name.mode().orElse(null), name.candidates(), null, null, medium, null, called);
    }

    private static Optional<CatalogEntry> entry(PlannedItem item) {
        DeviceCatalog catalog = DeviceCatalog.bundled();
        Optional<CatalogEntry> byId = catalog.find(item.vendorId(), item.productId());
        if (byId.isPresent() || item.bridge() == null || item.bridge().isBlank()) return byId;
        String bridge = item.bridge().trim().toLowerCase(Locale.ROOT);
        if (bridge.matches("[0-9a-f]{4}:[0-9a-f]{4}")) return catalog.find(bridge.substring(0, 4), bridge.substring(5));
        String chip = bridge.replaceAll("[\\s-]", "");
        return catalog.entries().stream()
                .filter(e -> "bridge".equals(e.kind()) && e.name() != null
                        && e.name().toLowerCase(Locale.ROOT).replaceAll("[\\s-]", "").contains(chip))
                .findFirst();
    }

    /**
     * The medium's own ceiling: SATA about 550, an SD card its bus (UHS-I unless another is named),
     * none for NVMe (its PCIe link is the bridge's side).
     */
    static Integer mediumMBps(String medium) {
        if (medium == null) return null;
        String m = medium.toLowerCase(Locale.ROOT);
        MediaCatalog media = MediaCatalog.bundled();
        if (m.contains("sata")) return (int) Math.round(media.sata().mbps());
        if (m.contains("sd")) {
            return media.data().sdBuses().stream()
                    .sorted(Comparator.comparingInt((MediaCatalog.SdBus b) -> b.name().length()).reversed())
                    .filter(b -> m.replace(" ", "").contains(b.name().toLowerCase(Locale.ROOT).replace(" ", "")))
                    .findFirst().or(() -> media.sdBus("UHS-I"))
                    .map(b -> (int) Math.round(b.busMBps())).orElse(null);
        }
        return null;
    }

    /** Whether a medium text names one this module knows. */
    public static boolean knownMedium(String medium) {
        if (medium == null) return false;
        String m = medium.toLowerCase(Locale.ROOT);
        return m.contains("nvme") || m.contains("sata") || m.contains("sd");
    }

    /** The link mode a port of {@code mbps} runs, as the kernel would report it (one lane). */
    static LinkMode portMode(double mbps) {
        LinkMode mode = LinkMode.fromKernel(mbps, 1);
        return mode != null ? mode : LinkMode.HIGH_SPEED;
    }
}
