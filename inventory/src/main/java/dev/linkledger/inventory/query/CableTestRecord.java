package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.api.LinkEvidence;

import java.time.Instant;

/** One verdict on a cable, keyed by the event that recorded it, with its evidence; read-only. */
public record CableTestRecord(String eventId, String cableId, Instant measuredAt, CableVerdict verdict, int mbps,
                              String summary, LinkEvidence evidence) {
    static CableTestRecord of(CableTestEntity t) {
        return new CableTestRecord(t.eventId, t.cableId, t.measuredAt, t.verdict, t.mbps, t.summary, t.evidence);
    }
}
