package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.MeasurementRecordedEvent;
import dev.linkledger.inventory.axon.InlineProjection;
import dev.linkledger.probe.observation.MeasuredLink;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.usb.PortPath;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.messaging.annotation.MessageIdentifier;

import java.time.Instant;
import java.util.List;

/**
 * Measurements with the link they ran over, its practical ceiling and the cable attached to that
 * connector when the measurement was recorded.
 */
@Singleton
@ProcessingGroup(MeasurementProjection.GROUP)
public class MeasurementProjection implements InlineProjection {
    public static final String GROUP = InlineProjection.LAB_VIEWS;

    @Inject
    Instance<HostViewsListener> listeners;

    @EventHandler
    void on(MeasurementRecordedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at, EventMessage<?> message) {
        Measurement m = e.measurement();
        MeasurementEntity row = MeasurementEntity.findById(m.measurementId());
        if (row == null) {
            row = new MeasurementEntity();
            row.measurementId = m.measurementId();
        }
        MeasuredLink link = m.link();
        row.hostId = e.hostId();
        row.devicePath = link == null ? null : link.devicePath();
        row.portId = link == null ? null : portOf(link);
        row.cableId = row.portId == null ? null
                : CableQueries.attachedEntity(e.hostId(), List.of(row.portId)).map(c -> c.cableId).orElse(null);
        row.startedAt = m.startedAt();
        row.status = m.status();
        row.engine = m.engine();
        row.direct = m.direct();
        row.pattern = m.pattern();
        row.blockSize = m.blockSize();
        row.iodepth = m.iodepth();
        row.mbps = m.mbps();
        row.linkSpeedMbps = link == null || link.speedMbps() == null ? null : link.speedMbps().decimal();
        row.linkLanes = link == null ? null : link.rxLanes();
        row.linkDriver = link == null ? null : link.driver();
        LinkEfficiency efficiency = LinkEfficiency.of(m.mbps(), link);
        row.linkMode = efficiency == null ? null : efficiency.mode();
        row.ceilingMBps = efficiency == null ? null : efficiency.ceilingMBps();
        row.efficiencyPercent = efficiency == null ? null : efficiency.percent();
        row.body = m;
        row.eventId = eventId;
        row.eventAt = at;
        row.persist();
        // The advice reads the newest measurement of each device: the answer shows the finding it makes.
        // Only live, in the unit of work that recorded it: a replay rebuilds rows and records no advice.
        if (org.axonframework.messaging.unitofwork.CurrentUnitOfWork.isStarted())
            for (HostViewsListener listener : listeners) listener.inputsChanged(e.hostId(), message);
    }

    @ResetHandler
    void reset() {
        MeasurementEntity.deleteAll();
    }

    /** The port the measured device hangs on: the probe's port name, or the one its path implies. */
    private static String portOf(MeasuredLink link) {
        if (link.port() != null && !link.port().isBlank()) return link.port();
        return link.devicePath() != null && PortPath.looksLike(link.devicePath())
                ? PortPath.parse(link.devicePath()).portId() : null;
    }
}
