package dev.linkledger.rules.media;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.link.Basis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * What storage media can carry, read from {@code media.json} beside this class: SD speed classes
 * (minimum writes) and buses, SATA, NVMe by PCIe generation and lanes. Decimal MB/s.
 */
public final class MediaCatalog {
    private static final String RESOURCE = "/dev/linkledger/rules/media/media.json";
    private static volatile MediaCatalog bundled;

    public record SdSpeedClass(String name, double minWriteMBps, Basis basis, String source) { }
    public record SdBus(String name, double busMBps, Basis basis, String source) { }
    public record Sata(String name, double mbps, Basis basis, String source) { }
    public record Nvme(int gen, int lanes, double mbps, Basis basis, String source) { }
    public record Data(List<SdSpeedClass> sdSpeedClasses, List<SdBus> sdBuses, Sata sata, List<Nvme> nvme) { }

    private final Data data;

    private MediaCatalog(Data data) {
        this.data = data;
    }

    public static MediaCatalog bundled() {
        MediaCatalog catalog = bundled;
        if (catalog == null) {
            synchronized (MediaCatalog.class) {
                if (bundled == null) bundled = load();
                catalog = bundled;
            }
        }
        return catalog;
    }

    private static MediaCatalog load() {
        try (InputStream in = MediaCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("media resource missing: " + RESOURCE);
            return new MediaCatalog(new ObjectMapper().readValue(in, Data.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    public Data data() {
        return data;
    }

    public Optional<SdSpeedClass> speedClass(String name) {
        return data.sdSpeedClasses().stream().filter(c -> c.name().equalsIgnoreCase(trim(name))).findFirst();
    }

    public Optional<SdBus> sdBus(String name) {
        return data.sdBuses().stream().filter(b -> b.name().equalsIgnoreCase(trim(name))).findFirst();
    }

    public Optional<Nvme> nvme(Integer gen, Integer lanes) {
        if (gen == null || lanes == null) return Optional.empty();
        return data.nvme().stream().filter(n -> n.gen() == gen && n.lanes() == lanes).findFirst();
    }

    public Sata sata() {
        return data.sata();
    }

    /**
     * The fastest the medium inside an enclosure can go, decimal MB/s: its own rating, else the SD bus or
     * SATA. Empty when nothing is known: an NVMe drive's PCIe link is the bridge's side, not the drive's rating.
     */
    public Optional<Double> mediumCeilingMBps(EnclosureFact enclosure) {
        if (enclosure.ratedMediumMBps() != null) return Optional.of(enclosure.ratedMediumMBps().doubleValue());
        if (enclosure.mediumKind() == null) return Optional.empty();
        return switch (enclosure.mediumKind()) {
            case SD -> sdBus(enclosure.sdBus()).map(SdBus::busMBps);
            case SATA -> Optional.of(sata().mbps());
            case NVME -> Optional.empty();
        };
    }

    /** The PCIe (or SATA) side of the bridge, decimal MB/s, from the enclosure's own PCIe link. */
    public Optional<Double> bridgeLinkMBps(EnclosureFact enclosure) {
        if (enclosure.mediumKind() == null) return Optional.empty();
        return switch (enclosure.mediumKind()) {
            case NVME -> nvme(enclosure.pcieGen(), enclosure.pcieLanes()).map(Nvme::mbps);
            case SATA -> Optional.of(sata().mbps());
            case SD -> Optional.empty();
        };
    }

    private static String trim(String name) {
        return name == null ? "" : name.trim();
    }
}
