package dev.linkledger.rules.measurement;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.MeasurementFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code MEASUREMENT_AT_CEILING} finding for {@code measurements.drl}; no I/O. */
public final class MeasurementAtCeiling {
    private MeasurementAtCeiling() {
    }

    public static Finding finding(Map<String, Object> metadata, MeasurementFact m, List<?> rootHubs, List<?> devices,
                                  List<?> cables) {
        int practical = MeasurementCeilings.practical(m);
        LinkMode link = MeasurementCeilings.mode(m);
        DeviceFact device = devices.stream().map(DeviceFact.class::cast).findFirst().orElse(null);
        LinkMode capable = device == null ? null : Links.capable(device);
        RootHubFact fastest = rootHubs.stream().map(RootHubFact.class::cast)
                .max(Comparator.comparingDouble(RootHubFact::speedMbps)).orElse(null);
        boolean cableLimits = cables.stream().map(CableFact.class::cast)
                .anyMatch(c -> c.limitMbps() != null && c.limitMbps() <= m.linkMbps());
        String way;
        String element;
        if (capable != null && capable.totalMbps() > link.totalMbps() && cableLimits) {
            element = "cable";
            way = "a faster cable: the device can do " + kernel(capable.totalMbps()) + " and the cable is the known limit.";
        } else if (capable != null && capable.totalMbps() > link.totalMbps()) {
            element = "port";
            way = "a faster port: the device can do " + kernel(capable.totalMbps())
                    + (fastest != null && fastest.speedMbps() > m.linkMbps()
                    ? "; bus " + fastest.bus() + " runs at " + kernel(fastest.speedMbps()) + "."
                    : "; this host has no faster root hub, so an add-in card.");
        } else {
            element = "enclosure";
            way = "a faster enclosure and port: the device is at its own maximum. A 20 Gb/s (Gen 2x2, ASM2364) enclosure needs a "
                    + "20000M port, a USB4 (ASM2464PD) enclosure a USB4 port"
                    + (fastest == null ? "." : "; this host's fastest root hub runs at " + kernel(fastest.speedMbps()) + ".");
        }
        return FindingBuilder.of(metadata)
                .subject(new Subject("device", m.devicePath(), device == null ? null : device.bus(),
                        device == null ? null : device.devnum(), device == null ? null : device.portId()))
                .text("%.0f MB/s on %s is %d%% of the %s link's practical ceiling: the link is the limit".formatted(
                                m.goodputMBps(), m.devicePath(), MeasurementCeilings.percent(m), kernel(m.linkMbps())),
                        "About " + practical + " MB/s is what a " + link.label() + " link carries in practice; "
                                + Math.round(m.goodputMBps()) + " MB/s (" + MeasurementCeilings.settings(m) + ") reaches it.",
                        "Only " + way)
                .ceilings(practical, null)
                .data("measuredMBps", m.goodputMBps())
                .data("practicalMBps", practical)
                .data("percent", MeasurementCeilings.percent(m))
                .data("nextElement", element)
                .evidence("measured " + m.goodputMBps() + " MB/s on " + m.devicePath() + " (" + MeasurementCeilings.settings(m)
                        + ") at " + kernel(m.linkMbps()), m.events())
                .build();
    }
}
