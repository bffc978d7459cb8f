package dev.linkledger.advisor.advice;

import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A finding as recorded: what the rule said when it was issued, and whether and why it ended.
 * {@code toConfirm} says what to paste or run to be sure, null when the evidence was complete.
 */
public record RecordedFinding(String id, String hostId, String status, String rule, Severity severity,
                              Confidence confidence, Subject subject, String title, String explanation,
                              String action, Integer ceilingNowMBps, Integer ceilingPossibleMBps,
                              Map<String, Object> data, List<Evidence> evidence, List<String> catalogEntries,
                              Instant issuedAt, EventLink issuedAfter, Instant resolvedAt, EventLink resolvedBy,
                              String toConfirm) {

    /** A stored event named by id and type. */
    public record EventLink(String id, String type) {
    }

    public static RecordedFinding of(FindingEntity e) {
        var f = e.body;
        return new RecordedFinding(e.findingId, e.hostId, e.status, f.rule(), f.severity(), f.confidence(),
                f.subject(), f.title(), f.explanation(), f.action(), f.ceilingNowMBps(), f.ceilingPossibleMBps(),
                f.data(), f.evidence(), f.catalogEntries(), e.issuedAt,
                e.triggerEvent == null ? null : new EventLink(e.triggerEvent, e.triggerEventType),
                e.resolvedAt, e.resolvedByEvent == null ? null : new EventLink(e.resolvedByEvent, e.resolvedByType),
                f.toConfirm());
    }
}
