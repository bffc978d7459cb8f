package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.link.LinkMode;

import java.time.Instant;

/**
 * A recorded measurement, read-only: the probe's record ({@code body}), where it ran, the link's speed
 * (Mb/s as the kernel reports it) and the practical ceiling of that link in decimal MB/s.
 */
public record MeasurementRecord(String measurementId, String hostId, String devicePath, String portId, String cableId,
                                Instant startedAt, MeasurementStatus status, String engine, boolean direct,
                                String pattern, int blockSize, int iodepth, double mbps, UsbSpeed linkSpeed,
                                Integer linkLanes, String linkDriver, LinkMode linkMode, Integer ceilingMBps,
                                Integer efficiencyPercent, Measurement body, String eventId, Instant eventAt) {
    static MeasurementRecord of(MeasurementEntity m) {
        return new MeasurementRecord(m.measurementId, m.hostId, m.devicePath, m.portId, m.cableId, m.startedAt, m.status,
                m.engine, m.direct, m.pattern, m.blockSize, m.iodepth, m.mbps, UsbSpeed.of(m.linkSpeedMbps), m.linkLanes,
                m.linkDriver, m.linkMode, m.ceilingMBps, m.efficiencyPercent, m.body, m.eventId, m.eventAt);
    }
}
