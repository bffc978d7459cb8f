package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.Suspicion;
import dev.linkledger.probe.observation.ObservedCable;

import java.time.Instant;
import java.util.List;

/**
 * A cable as its events left it, read-only: printed rating, where it is plugged ({@code attachedPorts},
 * its USB 2.0 half first), what links proved, its standing verdict and what its e-marker declares.
 */
public record CableRecord(String cableId, String label, String connectors, Integer lengthCm, String rating,
                          String ratedMode, String notes, String registeredEvent, Instant registeredAt, boolean retired,
                          String retiredReason, String attachedHost, List<String> attachedPorts,
                          String attachedDevicePath, Instant attachedAt, Integer provenMbps, Integer limitMbps,
                          CableCapability capability, List<Suspicion> suspicions, String verdictSummary,
                          Integer verdictTests, ObservedCable declared, String declaredEvent) {
    static CableRecord of(CableEntity c) {
        return new CableRecord(c.cableId, c.label, c.connectors, c.lengthCm, c.rating, c.ratedMode, c.notes,
                c.registeredEvent, c.registeredAt, c.retired, c.retiredReason, c.attachedHost,
                c.attachedPorts == null ? List.of() : List.of(c.attachedPorts), c.attachedDevicePath, c.attachedAt,
                c.provenMbps, c.limitMbps, c.capability, c.suspicions == null ? List.of() : c.suspicions,
                c.verdictSummary, c.verdictTests, c.declared, c.declaredEvent);
    }
}
