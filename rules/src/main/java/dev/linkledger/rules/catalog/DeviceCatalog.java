package dev.linkledger.rules.catalog;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.KnownDevices;
import dev.linkledger.probe.usb.VidPid;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The curated vid:pid catalog shipped as {@code devices.json} beside this class. */
public final class DeviceCatalog implements KnownDevices {
    private static final String RESOURCE = "/dev/linkledger/rules/catalog/devices.json";
    private static volatile DeviceCatalog bundled;

    private final Map<String, CatalogEntry> byVidPid;
    private final List<CatalogEntry> entries;

    private DeviceCatalog(List<CatalogEntry> entries) {
        this.entries = List.copyOf(entries);
        this.byVidPid = entries.stream().collect(Collectors.toUnmodifiableMap(
                e -> key(e.vendorId(), e.productId()), Function.identity()));
    }

    public static DeviceCatalog bundled() {
        DeviceCatalog catalog = bundled;
        if (catalog == null) {
            synchronized (DeviceCatalog.class) {
                if (bundled == null) bundled = load();
                catalog = bundled;
            }
        }
        return catalog;
    }

    private static DeviceCatalog load() {
        try (InputStream in = DeviceCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("catalog resource missing: " + RESOURCE);
            ObjectMapper mapper = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
            return new DeviceCatalog(mapper.readValue(in, new TypeReference<List<CatalogEntry>>() { }));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    public Optional<CatalogEntry> find(String vendorId, String productId) {
        if (vendorId == null || productId == null) return Optional.empty();
        return Optional.ofNullable(byVidPid.get(key(vendorId, productId)));
    }

    /**
     * What the chip does as a USB device, for the probe's capability resolver. A product seen as a
     * USB device is in its USB mode: for a USB4 bridge (ASM2464PD, 174c:2463) that is its fallback
     * mode, since over USB4 the drive is a PCIe device and not enumerated as USB.
     */
    @Override
    public Optional<Capability> capabilityOf(VidPid id) {
        return find(id.vendorId(), id.productId())
                .map(entry -> entry.usbFallback() != null ? entry.usbFallback() : entry.upstream())
                .map(mode -> new Capability((int) Math.round(mode.totalMbps()), mode.lanes(), CapabilitySource.CATALOG));
    }

    /** Every row, in file order. */
    public List<CatalogEntry> entries() {
        return entries;
    }

    public int size() {
        return byVidPid.size();
    }

    private static String key(String vendorId, String productId) {
        return vendorId.toLowerCase(Locale.ROOT) + ":" + productId.toLowerCase(Locale.ROOT);
    }
}
