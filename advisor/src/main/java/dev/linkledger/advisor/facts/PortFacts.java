package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableTestRecord;
import dev.linkledger.inventory.query.ConnectionQueries;
import dev.linkledger.inventory.query.ConnectionRecord;
import dev.linkledger.inventory.query.PortRecord;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.PortFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A port row as a rule fact. A measured limit rests on a cable proven faster: its evidence is the
 * port's verdict, the cable's fastest verdict before it, and the link (often on another host)
 * that showed it.
 */
@ApplicationScoped
public class PortFacts {
    @Inject
    CableQueries cables;
    @Inject
    ConnectionQueries connections;

    PortFact of(PortRecord p) {
        return new PortFact(p.hostId(), p.portId(), p.bus(), p.hubPath(), p.peer(), p.connectType(),
                p.measuredLimitMbps(), Facts.refs(p.seen()), capabilityEvents(p));
    }

    private List<EventRef> capabilityEvents(PortRecord p) {
        if (p.measuredEvent() == null) return List.of();
        List<EventRef> events = new ArrayList<>();
        events.add(new EventRef(p.measuredEvent(), "PortCapabilityMeasuredEvent", p.measuredAt()));
        cableProof(p).ifPresent(proof -> {
            events.add(new EventRef(proof.eventId(), "CableCapabilityMeasuredEvent", proof.measuredAt()));
            if (proof.evidence() != null && proof.evidence().linkEventId() != null)
                events.add(new EventRef(proof.evidence().linkEventId(), proof.evidence().linkEventType(),
                        linkTime(proof.evidence().linkEventId())));
        });
        return events;
    }

    /** The cable's fastest verdict above the port's limit, recorded before that limit was. */
    private Optional<CableTestRecord> cableProof(PortRecord p) {
        if (p.measuredCable() == null) return Optional.empty();
        return cables.testsFasterThan(p.measuredCable(), p.measuredLimitMbps()).stream()
                .filter(t -> p.measuredAt() == null || !t.measuredAt().isAfter(p.measuredAt()))
                .findFirst();
    }

    private Instant linkTime(String eventId) {
        return connections.openedBy(eventId).map(ConnectionRecord::connectedAt).orElse(null);
    }
}
