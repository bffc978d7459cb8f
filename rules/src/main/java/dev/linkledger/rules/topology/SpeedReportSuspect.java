package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;

import java.util.Map;

/** Builds the {@code SPEED_REPORT_SUSPECT} finding for {@code devices.drl}; no I/O. */
public final class SpeedReportSuspect {
    private SpeedReportSuspect() {
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d) {
        String reported = Speeds.kernel(d.negotiatedMbps()) + "/x" + d.lanes();
        return FindingBuilder.of(metadata)
                .confidence(Confidence.LIKELY)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) reports %s, which no link produces".formatted(Links.name(d), d.path(), reported),
                        "USB 3.2 runs two lanes only at Gen 1x2 (10000M/x2) or Gen 2x2 (20000M/x2); " + reported
                                + " is a known firmware misreport (a 20 Gb/s enclosure once showed as 5000M/x2, usbutils PR #117). "
                                + "This is not treated as a downgrade.",
                        "Measure throughput to learn the real rate; update the device's firmware if its vendor offers one.")
                .data("negotiatedMbps", d.negotiatedMbps())
                .data("lanes", d.lanes())
                .evidence("device " + d.path() + " reported " + reported, d.events())
                .build();
    }
}
