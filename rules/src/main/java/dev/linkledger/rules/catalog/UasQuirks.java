package dev.linkledger.rules.catalog;

import com.fasterxml.jackson.core.type.TypeReference;

import java.util.List;
import java.util.Locale;

/** The kernel's UAS quirk lists as a catalog, shipped as {@code uas-quirks.json} beside the device catalog. */
public final class UasQuirks {
    private static final String RESOURCE = "/dev/linkledger/rules/catalog/uas-quirks.json";
    private static volatile UasQuirks bundled;

    private final List<UasQuirk> entries;

    private UasQuirks(List<UasQuirk> entries) {
        this.entries = List.copyOf(entries);
    }

    public static UasQuirks bundled() {
        UasQuirks loaded = bundled;
        if (loaded == null) {
            synchronized (UasQuirks.class) {
                if (bundled == null) bundled = new UasQuirks(ChipFamilies.Json.read(RESOURCE, new TypeReference<List<UasQuirk>>() { }));
                loaded = bundled;
            }
        }
        return loaded;
    }

    /** Every entry for a vid:pid (a device may have one per firmware range), in file order. */
    public List<UasQuirk> find(String vendorId, String productId) {
        if (vendorId == null || productId == null) return List.of();
        String v = vendorId.toLowerCase(Locale.ROOT);
        String p = productId.toLowerCase(Locale.ROOT);
        return entries.stream().filter(e -> e.vendorId().equals(v) && e.productId().equals(p)).toList();
    }

    public List<UasQuirk> entries() {
        return entries;
    }
}
