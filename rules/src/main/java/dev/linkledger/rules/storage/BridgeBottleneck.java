package dev.linkledger.rules.storage;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.EnclosureInUse;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;

import java.util.Map;
import java.util.Optional;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code BRIDGE_BOTTLENECK} finding for {@code storage.drl}; no I/O. */
public final class BridgeBottleneck {
    private BridgeBottleneck() {
    }

    static int link(DeviceFact d) {
        return Links.practical(Links.negotiated(d), d.hasDriver("uas"));
    }

    public static boolean applies(EnclosureInUse inUse) {
        Optional<Double> bridge = Bridges.downstreamMBps(inUse.enclosure());
        if (bridge.isEmpty()) return false;
        Optional<Double> medium = Bridges.mediumMBps(inUse.enclosure());
        // A medium no faster than the bridge is the cap itself: MEDIA_BOTTLENECK's case.
        return medium.isPresent() ? medium.get() > bridge.get() : bridge.get() < link(inUse.device());
    }

    public static Finding finding(Map<String, Object> metadata, EnclosureInUse inUse) {
        EnclosureFact e = inUse.enclosure();
        DeviceFact d = inUse.device();
        double bridge = Bridges.downstreamMBps(e).orElseThrow();
        Double medium = Bridges.mediumMBps(e).orElse(null);
        int link = link(d);
        Optional<CatalogEntry> entry = Bridges.entry(e);
        String chip = entry.map(CatalogEntry::name).orElse("the bridge");
        String side = Bridges.downstreamName(e);
        int now = (int) Math.round(Math.min(link, Math.min(bridge, medium == null ? Double.MAX_VALUE : medium)));
        int possible = (int) Math.round(Math.min(link, medium == null ? link : medium));
        String usbSide = entry.map(x -> x.upstream() == null ? "" : " Its USB side is " + x.upstream().label()
                + " (about " + Links.practical(x.upstream(), true) + " MB/s), so no port takes this enclosure past that.").orElse("");
        String explanation = bridge < link
                ? "The link at %s carries about %d MB/s, but %s's %s side carries about %.0f MB/s: the bridge is the cap.".formatted(
                        kernel(d.negotiatedMbps()), link, chip, side, bridge)
                : "%s's %s side carries about %.0f MB/s, less than the %.0f MB/s drive inside; on this link (%s, about %d MB/s) the link caps first.%s"
                        .formatted(chip, side, bridge, medium, kernel(d.negotiatedMbps()), link, usbSide);
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s in %s caps at about %.0f MB/s (%s)".formatted(chip, e.label() == null ? e.id() : e.label(), bridge, side),
                        explanation,
                        "To use the drive's speed, an enclosure with a PCIe Gen3 x4 bridge on a 20 Gb/s port (ASM2364), or a "
                                + "USB4 enclosure (ASM2464PD) on a USB4 port; a faster cable alone changes nothing.")
                .ceilings(now, possible)
                .data("bridgeDownstreamMBps", bridge)
                .data("linkMBps", link)
                .data("mediumMBps", medium)
                .evidence("enclosure " + e.id() + " (" + side + ", medium " + e.mediumKind() + ")", e.events())
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events());
        entry.ifPresent(x -> f.catalog(x.vidPid()));
        return f.build();
    }
}
