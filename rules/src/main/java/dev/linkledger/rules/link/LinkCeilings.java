package dev.linkledger.rules.link;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Practical ceilings per {@link LinkMode}, read from {@code ceilings.json} beside this class.
 * Every figure carries its {@link Basis} and source; treat third-party and inferred numbers as
 * defaults that measurements correct.
 */
public final class LinkCeilings {
    private static final String RESOURCE = "/dev/linkledger/rules/link/ceilings.json";
    private static volatile LinkCeilings bundled;

    private final Map<LinkMode, LinkCeiling> byMode;

    LinkCeilings(List<LinkCeiling> rows) {
        Map<LinkMode, LinkCeiling> map = new EnumMap<>(LinkMode.class);
        for (LinkCeiling row : rows) {
            if (row.practical(true) == null || row.practical(false) == null || row.raw() == null)
                throw new IllegalStateException("ceiling row without raw or practical figures: " + row.mode());
            if (map.put(row.mode(), row) != null) throw new IllegalStateException("duplicate ceiling row: " + row.mode());
        }
        for (LinkMode mode : LinkMode.values())
            if (!map.containsKey(mode)) throw new IllegalStateException("no ceiling row for " + mode);
        this.byMode = map;
    }

    public static LinkCeilings bundled() {
        LinkCeilings ceilings = bundled;
        if (ceilings == null) {
            synchronized (LinkCeilings.class) {
                if (bundled == null) bundled = load();
                ceilings = bundled;
            }
        }
        return ceilings;
    }

    private static LinkCeilings load() {
        try (InputStream in = LinkCeilings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("ceilings resource missing: " + RESOURCE);
            return new LinkCeilings(new ObjectMapper().readValue(in, new TypeReference<List<LinkCeiling>>() { }));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    public LinkCeiling of(LinkMode mode) {
        return byMode.get(mode);
    }

    /** Practical sequential storage goodput in decimal MB/s, rounded (0 for Low-Speed). */
    public int practicalMBps(LinkMode mode, boolean uas) {
        return of(mode).practical(uas).rounded();
    }

    /** Like {@link #practicalMBps(LinkMode, boolean)}, with a PCIe Gen4 bridge behind a USB4 tunnel. */
    public int practicalMBps(LinkMode mode, boolean uas, boolean pcieGen4Bridge) {
        LinkCeiling row = of(mode);
        if (pcieGen4Bridge && row.tunnelGen4Bridge() != null) return row.tunnelGen4Bridge().rounded();
        return row.practical(uas).rounded();
    }

    /** The raw rate after line encoding, decimal MB/s, rounded. */
    public int rawMBps(LinkMode mode) {
        return of(mode).raw().rounded();
    }

    public List<LinkCeiling> all() {
        return List.copyOf(byMode.values());
    }
}
