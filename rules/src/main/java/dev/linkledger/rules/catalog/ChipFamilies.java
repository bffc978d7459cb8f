package dev.linkledger.rules.catalog;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/** The USB 3 chip families known by driver name, shipped as {@code chip-families.json} beside the catalog. */
public final class ChipFamilies {
    private static final String RESOURCE = "/dev/linkledger/rules/catalog/chip-families.json";
    private static volatile ChipFamilies bundled;

    private final List<ChipFamily> families;

    private ChipFamilies(List<ChipFamily> families) {
        this.families = List.copyOf(families);
    }

    public static ChipFamilies bundled() {
        ChipFamilies loaded = bundled;
        if (loaded == null) {
            synchronized (ChipFamilies.class) {
                if (bundled == null) bundled = new ChipFamilies(Json.read(RESOURCE, new TypeReference<List<ChipFamily>>() { }));
                loaded = bundled;
            }
        }
        return loaded;
    }

    /** The family of the first bound driver that names one. */
    public Optional<ChipFamily> forDrivers(List<String> drivers) {
        return forDevice(drivers, null, null);
    }

    /**
     * The family of the first bound driver that names one, unless the device's vid:pid is one of
     * that driver's USB 2.0-only chips (r8152 with an RTL8152).
     */
    public Optional<ChipFamily> forDevice(List<String> drivers, String vendorId, String productId) {
        if (drivers == null) return Optional.empty();
        for (String driver : drivers)
            for (ChipFamily f : families)
                if (f.drivers().contains(driver) && f.mayBe(vendorId, productId)) return Optional.of(f);
        return Optional.empty();
    }

    public List<ChipFamily> families() {
        return families;
    }

    /** Reads the bundled knowledge files, tolerating fields a newer file adds. */
    static final class Json {
        private Json() {
        }

        static <T> T read(String resource, TypeReference<T> type) {
            try (InputStream in = ChipFamilies.class.getResourceAsStream(resource)) {
                if (in == null) throw new IllegalStateException("knowledge resource missing: " + resource);
                return new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).readValue(in, type);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource, e);
            }
        }
    }
}
