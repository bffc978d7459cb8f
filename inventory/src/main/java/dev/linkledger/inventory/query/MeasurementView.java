package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.Measurement;

import java.time.Instant;

/**
 * A measurement as the API shows it: the probe's record, where it ran (device, port, cable at
 * that moment) and how it compares with the practical ceiling of that link (decimal MB/s).
 */
public record MeasurementView(String measurementId, String hostId, String devicePath, String portId, String cableId,
                              Instant startedAt, String status, double mbps, String linkMode,
                              Integer ceilingMBps, Integer efficiencyPercent, String efficiency,
                              Measurement measurement, String eventId) {

    public static MeasurementView of(MeasurementRecord e) {
        String summary = null;
        if (e.ceilingMBps() != null && e.linkMode() != null) {
            summary = new LinkEfficiency(e.linkMode(), e.ceilingMBps(),
                    e.efficiencyPercent()).summary(e.mbps());
        }
        return new MeasurementView(e.measurementId(), e.hostId(), e.devicePath(), e.portId(), e.cableId(), e.startedAt(),
                e.status().json(), e.mbps(), e.linkMode() == null ? null : e.linkMode().name(), e.ceilingMBps(), e.efficiencyPercent(), summary, e.body(), e.eventId());
    }
}
