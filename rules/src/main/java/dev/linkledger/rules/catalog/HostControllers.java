package dev.linkledger.rules.catalog;

import com.fasterxml.jackson.core.type.TypeReference;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Host controller drivers that have no SuperSpeed at all ({@code host-controllers.json}): a bus whose
 * root hub one of them drives is USB 2.0 (or 1.1) by design, whatever plugs into it. xHCI is the only
 * USB 3 host driver here, so it is not listed.
 */
public final class HostControllers {
    private static final String RESOURCE = "/dev/linkledger/rules/catalog/host-controllers.json";
    private static volatile HostControllers bundled;

    private final List<Entry> entries;

    /** @param highestMbps the fastest link the controller can make (480 EHCI/DWC HS OTG, 12 OHCI/UHCI) */
    public record Entry(List<String> drivers, int highestMbps, String name, String source) {
    }

    private HostControllers(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    public static HostControllers bundled() {
        HostControllers loaded = bundled;
        if (loaded == null) {
            synchronized (HostControllers.class) {
                if (bundled == null) bundled = new HostControllers(ChipFamilies.Json.read(RESOURCE, new TypeReference<List<Entry>>() { }));
                loaded = bundled;
            }
        }
        return loaded;
    }

    /** The entry for a root hub's driver as lsusb -t, dmesg or a manufacturer string names it ({@code dwc_otg/1p} → dwc_otg). */
    public Optional<Entry> forDriver(String driver) {
        if (driver == null) return Optional.empty();
        String name = driver.strip().toLowerCase(Locale.ROOT).replaceAll("/\\d+p$", "");
        return entries.stream().filter(e -> e.drivers().contains(name)).findFirst();
    }

    /** For DRL: the driver is a host controller without SuperSpeed. */
    public static boolean withoutSuperSpeed(String driver) {
        return bundled().forDriver(driver).isPresent();
    }

    public List<Entry> entries() {
        return entries;
    }
}
