package dev.linkledger.advisor.advice;

import dev.linkledger.inventory.axon.InlineProjection;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.messaging.annotation.MessageIdentifier;

import java.time.Instant;

/** Keeps every finding ever issued, open or resolved, for the findings history and the "why"; inline, so a write's answer shows the findings its evaluation recorded. */
@Singleton
@ProcessingGroup(FindingProjection.GROUP)
public class FindingProjection implements InlineProjection {
    public static final String GROUP = InlineProjection.LAB_VIEWS;

    @EventHandler
    void on(FindingIssuedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        FindingEntity f = FindingEntity.findById(e.findingId());
        if (f == null) {
            f = new FindingEntity();
            f.findingId = e.findingId();
        }
        f.hostId = e.hostId();
        f.conditionKey = e.conditionKey();
        f.rule = e.finding().rule();
        f.severity = e.finding().severity().wire();
        f.status = FindingEntity.OPEN;
        f.body = e.finding();
        f.issuedEvent = eventId;
        f.issuedAt = at;
        f.triggerEvent = e.triggerEventId();
        f.triggerEventType = e.triggerEventType();
        f.persist();
    }

    @EventHandler
    void on(FindingResolvedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        FindingEntity f = FindingEntity.findById(e.findingId());
        if (f == null) return;
        f.status = FindingEntity.RESOLVED;
        f.resolvedEvent = eventId;
        f.resolvedAt = at;
        f.resolvedByEvent = e.resolvedByEventId();
        f.resolvedByType = e.resolvedByEventType();
    }

    @ResetHandler
    void reset() {
        FindingEntity.deleteAll();
    }
}
