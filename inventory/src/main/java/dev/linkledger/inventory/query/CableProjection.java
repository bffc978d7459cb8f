package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.CableIdentityDeclaredEvent;
import dev.linkledger.inventory.api.CableRegisteredEvent;
import dev.linkledger.inventory.api.CableRetiredEvent;
import dev.linkledger.inventory.api.CableVerdictReachedEvent;
import dev.linkledger.inventory.axon.InlineProjection;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.messaging.annotation.MessageIdentifier;

import java.time.Instant;
import java.util.List;

/** Keeps each cable's record and every test of it. */
@Singleton
@ProcessingGroup(CableProjection.GROUP)
public class CableProjection implements InlineProjection {
    public static final String GROUP = InlineProjection.LAB_VIEWS;

    @EventHandler
    void on(CableRegisteredEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        CableEntity c = new CableEntity();
        c.cableId = e.cableId();
        c.label = e.label();
        c.connectors = e.connectors();
        c.lengthCm = e.lengthCm();
        c.rating = e.rating();
        c.ratedMode = e.ratedMode();
        c.notes = e.notes();
        c.registeredEvent = eventId;
        c.registeredAt = at;
        c.capability = CableCapability.UNVERIFIED;
        c.persist();
    }

    @EventHandler
    void on(CableAttachedEvent e, @Timestamp Instant at) {
        CableEntity c = CableEntity.findById(e.cableId());
        c.attachedHost = e.connector().hostId();
        c.attachedPorts = e.connector().portIds().toArray(String[]::new);
        c.attachedDevicePath = e.devicePath();
        c.attachedAt = at;
    }

    @EventHandler
    void on(CableDetachedEvent e) {
        CableEntity c = CableEntity.findById(e.cableId());
        c.attachedHost = null;
        c.attachedPorts = null;
        c.attachedDevicePath = null;
        c.attachedAt = null;
    }

    @EventHandler
    void on(CableRetiredEvent e) {
        CableEntity c = CableEntity.findById(e.cableId());
        c.retired = true;
        c.retiredReason = e.reason();
    }

    @EventHandler
    void on(CableCapabilityMeasuredEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        // Every test proves the cable carries its speed, whatever else it shows; limits come from the verdict.
        CableEntity c = CableEntity.findById(e.cableId());
        c.provenMbps = c.provenMbps == null ? e.mbps() : Math.max(c.provenMbps, e.mbps());
        c.capability = CableCapability.of(c.provenMbps, c.limitMbps);
        CableTestEntity t = new CableTestEntity();
        t.eventId = eventId;
        t.cableId = e.cableId();
        t.measuredAt = at;
        t.verdict = e.verdict();
        t.mbps = e.mbps();
        t.summary = e.summary();
        t.evidence = e.evidence();
        t.persist();
    }

    /** The standing verdict replaces the last one: it was recomputed from every test. */
    @EventHandler
    void on(CableVerdictReachedEvent e) {
        CableEntity c = CableEntity.findById(e.cableId());
        if (e.provenMbps() != null) c.provenMbps = c.provenMbps == null ? e.provenMbps() : Math.max(c.provenMbps, e.provenMbps());
        c.limitMbps = e.limitMbps();
        c.suspicions = e.suspicions();
        c.verdictSummary = e.summary();
        c.verdictTests = (int) CableTestEntity.count("cableId", e.cableId());
        c.capability = CableCapability.of(c.provenMbps, c.limitMbps);
    }

    @EventHandler
    void on(CableIdentityDeclaredEvent e, @MessageIdentifier String eventId) {
        CableEntity c = CableEntity.findById(e.cableId());
        c.declared = e.declared();
        c.declaredEvent = eventId;
    }

    @ResetHandler
    void reset() {
        CableTestEntity.deleteAll();
        CableEntity.deleteAll();
    }
}
