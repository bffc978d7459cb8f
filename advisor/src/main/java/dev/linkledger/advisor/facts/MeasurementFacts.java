package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.MeasurementRecord;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.inventory.query.MeasurementQueries;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.MeasurementFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The newest successful measurement of each device path on a host, with the link it ran over.
 * Failed and aborted runs stay in the history but say nothing about speed.
 */
@ApplicationScoped
public class MeasurementFacts {
    @Inject
    MeasurementQueries measurements;

    public List<MeasurementFact> forHost(String hostId) {
        Map<String, MeasurementFact> newest = new LinkedHashMap<>();
        for (MeasurementRecord m : measurements.forHost(hostId, null)) {
            if (m.status() != MeasurementStatus.OK || m.devicePath() == null || m.linkSpeed() == null) continue;
            newest.putIfAbsent(m.devicePath(), fact(m));
        }
        return List.copyOf(newest.values());
    }

    private static MeasurementFact fact(MeasurementRecord m) {
        boolean read = m.pattern() == null || !m.pattern().contains("write");
        return new MeasurementFact(m.hostId(), m.devicePath(), m.mbps(), read, m.direct(), m.iodepth(), m.blockSize(),
                Facts.mbps(m.linkSpeed()), m.linkLanes() == null ? 1 : m.linkLanes(), false, "uas".equals(m.linkDriver()),
                m.engine(), List.of(new EventRef(m.eventId(), "MeasurementRecordedEvent", m.eventAt())));
    }
}
