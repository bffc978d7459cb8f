package dev.linkledger.rules.measurement;

import dev.linkledger.rules.facts.MeasurementFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code MEASUREMENT_CACHED} finding for {@code measurements.drl}; no I/O. */
public final class MeasurementCached {
    private MeasurementCached() {
    }

    public static Finding finding(Map<String, Object> metadata, MeasurementFact m) {
        int raw = MeasurementCeilings.raw(m);
        return FindingBuilder.of(metadata)
                .confidence(Confidence.CERTAIN)
                .subject(new Subject("device", m.devicePath(), null, null, null))
                .text("%.0f MB/s on %s (%s) exceeds what a %s link can carry".formatted(m.goodputMBps(), m.devicePath(),
                                MeasurementCeilings.settings(m), kernel(m.linkMbps())),
                        ("A %s link carries at most %d MB/s after line encoding (about %d MB/s in practice), so %.0f MB/s came from a "
                                + "cache: the page cache from an earlier read or write%s, or the device's own RAM cache. It says "
                                + "nothing about the link or the device.").formatted(kernel(m.linkMbps()), raw,
                                MeasurementCeilings.practical(m), m.goodputMBps(), m.direct() ? "" : " (this run was buffered)"),
                        "Measure with fio --direct=1 --ioengine=libaio --iodepth=32 --bs=1M on real data, or drop caches "
                                + "(echo 3 > /proc/sys/vm/drop_caches, or unplug and replug) between runs.")
                .ceilings(MeasurementCeilings.practical(m), null)
                .data("measuredMBps", m.goodputMBps())
                .data("rawMBps", raw)
                .data("factor", Math.round(10 * m.goodputMBps() / MeasurementCeilings.practical(m)) / 10.0)
                .evidence("measured " + m.goodputMBps() + " MB/s on " + m.devicePath() + " (" + MeasurementCeilings.settings(m)
                        + ") at " + kernel(m.linkMbps()), m.events())
                .build();
    }
}
