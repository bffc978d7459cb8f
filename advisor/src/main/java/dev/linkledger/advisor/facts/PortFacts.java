package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.CableTestEntity;
import dev.linkledger.inventory.query.DeviceConnectionEntity;
import dev.linkledger.inventory.query.PortEntity;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.PortFact;
import io.quarkus.panache.common.Sort;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A port row as a rule fact. A measured limit rests on a cable proven faster: its evidence is the
 * port's verdict, the cable's fastest verdict before it, and the link (often on another host)
 * that showed it.
 */
final class PortFacts {
    private PortFacts() {
    }

    static PortFact of(PortEntity p) {
        return new PortFact(p.hostId, p.portId, p.bus, p.hubPath, p.peer, p.connectType, p.measuredLimitMbps,
                Facts.refs(p.seen), capabilityEvents(p));
    }

    private static List<EventRef> capabilityEvents(PortEntity p) {
        if (p.measuredEvent == null) return List.of();
        List<EventRef> events = new ArrayList<>();
        events.add(new EventRef(p.measuredEvent, "PortCapabilityMeasuredEvent", p.measuredAt));
        cableProof(p).ifPresent(proof -> {
            events.add(new EventRef(proof.eventId, "CableCapabilityMeasuredEvent", proof.measuredAt));
            if (proof.evidence != null && proof.evidence.linkEventId() != null)
                events.add(new EventRef(proof.evidence.linkEventId(), proof.evidence.linkEventType(),
                        linkTime(proof.evidence.linkEventId())));
        });
        return events;
    }

    /** The cable's fastest verdict above the port's limit, recorded before that limit was. */
    private static Optional<CableTestEntity> cableProof(PortEntity p) {
        if (p.measuredCable == null) return Optional.empty();
        return CableTestEntity.<CableTestEntity>list("cableId = ?1 and mbps > ?2", Sort.descending("mbps").and("measuredAt"),
                        p.measuredCable, p.measuredLimitMbps).stream()
                .filter(t -> p.measuredAt == null || !t.measuredAt.isAfter(p.measuredAt))
                .findFirst();
    }

    private static Instant linkTime(String eventId) {
        return DeviceConnectionEntity.<DeviceConnectionEntity>findByIdOptional(eventId)
                .map(c -> c.connectedAt).orElse(null);
    }
}
