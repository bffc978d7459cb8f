package dev.linkledger.rules.usb4;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * What USB4/Thunderbolt routers of each generation support on a link, and which cables hold a
 * link to a lower rate: the one table of this knowledge, read from {@code thunderbolt-links.json}
 * beside this class, every row with its source.
 */
public final class ThunderboltLinks {
    private static final String RESOURCE = "/dev/linkledger/rules/usb4/thunderbolt-links.json";
    private static volatile ThunderboltLinks bundled;

    /**
     * @param laneGbps     the per-lane rate every router of the generation supports
     * @param lanes        the lanes every router of the generation bonds
     * @param hubLaneGbps  the rate a router of the generation supports when it has a router below it (a USB4
     *                     hub must do Gen 3)
     * @param hostLaneGbps the rate nearly every host router of the generation supports (not certain: see
     *                     {@code hostLaneGbpsBasis})
     */
    public record Generation(int generation, String name, double laneGbps, int lanes, double hubLaneGbps,
                             double hostLaneGbps, String source) {
    }

    /** A kind of cable that holds a Thunderbolt/USB4 link to {@code laneGbps} per lane. */
    public record Cable(String cable, double laneGbps, String source) {
    }

    public record SingleLane(String cause, String source) {
    }

    record Table(List<Generation> generations, String hostLaneGbpsBasis, List<Cable> cables, SingleLane singleLane) {
    }

    private final Table table;

    private ThunderboltLinks(Table table) {
        for (Generation g : table.generations())
            if (g.source() == null || g.source().isBlank()) throw new IllegalStateException("generation " + g.generation() + " without a source");
        this.table = table;
    }

    public static ThunderboltLinks bundled() {
        ThunderboltLinks links = bundled;
        if (links == null) {
            synchronized (ThunderboltLinks.class) {
                if (bundled == null) bundled = load();
                links = bundled;
            }
        }
        return links;
    }

    private static ThunderboltLinks load() {
        try (InputStream in = ThunderboltLinks.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("resource missing: " + RESOURCE);
            return new ThunderboltLinks(new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(in, Table.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    public Optional<Generation> generation(Integer generation) {
        if (generation == null) return Optional.empty();
        return table.generations().stream().filter(g -> g.generation() == generation).findFirst();
    }

    public List<Generation> generations() {
        return table.generations();
    }

    /** The cables that hold a link to this per-lane rate, most common first. */
    public List<Cable> cablesAt(double laneGbps) {
        return table.cables().stream().filter(c -> c.laneGbps() == laneGbps).toList();
    }

    public List<Cable> cables() {
        return table.cables();
    }

    public SingleLane singleLane() {
        return table.singleLane();
    }

    public String hostLaneGbpsBasis() {
        return table.hostLaneGbpsBasis();
    }
}
