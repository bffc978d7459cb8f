package dev.linkledger.rules.measurement;

import dev.linkledger.rules.facts.MeasurementFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.media.MediaCatalog;
import dev.linkledger.rules.topology.EnclosureInUse;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static dev.linkledger.rules.topology.Speeds.kernel;
import static dev.linkledger.rules.topology.Speeds.rate;

/** Builds the {@code MEASUREMENT_BELOW_CEILING} finding for {@code measurements.drl}; no I/O. */
public final class MeasurementBelowCeiling {
    private MeasurementBelowCeiling() {
    }

    public static Finding finding(Map<String, Object> metadata, MeasurementFact m, List<?> enclosures) {
        int practical = MeasurementCeilings.practical(m);
        Double medium = enclosures.stream().map(EnclosureInUse.class::cast)
                .map(e -> MediaCatalog.bundled().mediumCeilingMBps(e.enclosure()).orElse(null))
                .filter(Objects::nonNull).findFirst().orElse(null);
        List<String> causes = new ArrayList<>();
        List<String> changes = new ArrayList<>();
        if (!m.direct()) {
            causes.add("buffered I/O measures the page cache and writeback, not the device");
            changes.add("--direct=1");
        }
        if (m.queueDepth() <= 1) {
            causes.add("at queue depth 1 each request waits for the previous one, so USB's per-request latency caps throughput");
            changes.add("--ioengine=libaio --iodepth=32 (or io_uring)");
        }
        if (m.blockSizeBytes() != null && m.blockSizeBytes() < 131072) {
            causes.add("blocks of " + m.blockSizeBytes() + " B measure IOPS, not sequential throughput");
            changes.add("--bs=1M");
        }
        boolean mediumCaps = medium != null && medium < practical;
        if (mediumCaps) causes.add("the medium carries about " + Math.round(medium) + " MB/s: it is the cap, not the link");
        String physical = "The link's physical rate, " + rate(m.linkMbps()) + ", is " + Math.round(m.linkMbps() / 8)
                + " MB/s nominal per direction before encoding and protocol overhead; practical goodput through it is about "
                + practical + " MB/s. Physical rate and goodput are different layers.";
        if (causes.isEmpty())
            causes.add("the settings do not explain it: the gap lies above the link (protocol, copies, the backend "
                    + "and how it queues work)");
        String action = !changes.isEmpty() ? "Measure again with " + String.join(" ", changes) + "."
                : mediumCaps ? "Nothing to change on the link; a faster medium would raise it."
                : "Record the backend and its settings with every number, compare backends on the same link, and keep "
                + "failed runs; the link is not what limits this.";
        return FindingBuilder.of(metadata)
                .confidence(changes.isEmpty() && !mediumCaps ? Confidence.POSSIBLE : Confidence.LIKELY)
                .subject(new Subject("device", m.devicePath(), null, null, null))
                .text("%.0f MB/s on %s is %d%% of the %s link's practical ceiling".formatted(m.goodputMBps(), m.devicePath(),
                        MeasurementCeilings.percent(m), kernel(m.linkMbps())),
                        physical + " Measured " + Math.round(m.goodputMBps()) + " MB/s (" + MeasurementCeilings.settings(m)
                                + "): " + String.join("; ", causes) + ".",
                        action)
                .ceilings(mediumCaps ? (int) Math.round(medium) : practical, practical)
                .data("measuredMBps", m.goodputMBps())
                .data("practicalMBps", practical)
                .data("physicalMbps", m.linkMbps())
                .data("percent", MeasurementCeilings.percent(m))
                .data("mediumMBps", medium)
                .evidence("measured " + m.goodputMBps() + " MB/s on " + m.devicePath() + " (" + MeasurementCeilings.settings(m)
                        + ") at " + kernel(m.linkMbps()), m.events())
                .build();
    }
}
