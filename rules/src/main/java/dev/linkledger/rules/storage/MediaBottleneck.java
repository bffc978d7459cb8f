package dev.linkledger.rules.storage;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.MediumKind;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.media.MediaCatalog;
import dev.linkledger.rules.topology.EnclosureInUse;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;

import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code MEDIA_BOTTLENECK} finding for {@code storage.drl}; no I/O. */
public final class MediaBottleneck {
    private MediaBottleneck() {
    }

    static int link(DeviceFact d) {
        return Links.practical(Links.negotiated(d), d.hasDriver("uas"));
    }

    public static boolean applies(EnclosureInUse inUse) {
        double bridge = Bridges.downstreamMBps(inUse.enclosure()).orElse(Double.MAX_VALUE);
        return Bridges.mediumMBps(inUse.enclosure()).filter(m -> m < link(inUse.device()) && m <= bridge).isPresent();
    }

    public static Finding finding(Map<String, Object> metadata, EnclosureInUse inUse) {
        EnclosureFact e = inUse.enclosure();
        DeviceFact d = inUse.device();
        double medium = Bridges.mediumMBps(e).orElseThrow();
        int link = link(d);
        String what = describe(e);
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("The medium in %s (%s) caps at about %.0f MB/s, below the %s link".formatted(
                                e.label() == null ? e.id() : e.label(), what, medium, kernel(d.negotiatedMbps())),
                        "The link carries about " + link + " MB/s; the medium about " + Math.round(medium) + " MB/s." + sdNote(e)
                                + " The link is not the cap.",
                        "A faster port or cable will not help; a faster medium would"
                                + (e.mediumKind() == MediumKind.SD ? " (a UHS-II card and reader: 312 MB/s bus)." : "."))
                .ceilings((int) Math.round(medium), (int) Math.round(medium))
                .data("mediumMBps", medium)
                .data("linkMBps", link)
                .evidence("enclosure " + e.id() + ": " + what, e.events())
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events());
        return f.build();
    }

    private static String describe(EnclosureFact e) {
        if (e.mediumKind() == MediumKind.SD)
            return "SD card " + (e.sdSpeedClass() == null ? "" : e.sdSpeedClass() + " ") + (e.sdBus() == null ? "" : e.sdBus());
        if (e.ratedMediumMBps() != null) return e.mediumKind() + " rated " + e.ratedMediumMBps() + " MB/s";
        return String.valueOf(e.mediumKind());
    }

    private static String sdNote(EnclosureFact e) {
        if (e.mediumKind() != MediumKind.SD || e.sdSpeedClass() == null) return "";
        return MediaCatalog.bundled().speedClass(e.sdSpeedClass())
                .map(c -> " " + c.name() + " guarantees " + Math.round(c.minWriteMBps())
                        + " MB/s minimum sustained write, not a maximum; the card's bus sets the maximum.")
                .orElse("");
    }
}
