package dev.linkledger.advisor.engine;

import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * What an evaluation concluded. Its key is derived from host, rule and subject, so the same
 * condition keeps the same id across evaluations. {@code toConfirm} is what to paste or run to be
 * sure (null on complete evidence); findings stored before it existed read it back as null.
 */
public record FindingView(String key, String hostId, String rule, Severity severity, Confidence confidence,
                          Subject subject, String title, String explanation, String action,
                          Integer ceilingNowMBps, Integer ceilingPossibleMBps, Map<String, Object> data,
                          List<Evidence> evidence, List<String> catalogEntries, String toConfirm) {

    public static FindingView of(String hostId, Finding f) {
        Subject s = f.subject();
        String key = String.join("|", hostId, f.rule(), s.kind(), String.valueOf(s.path()), String.valueOf(s.portId()));
        String conditionKey = UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8)).toString();
        return new FindingView(conditionKey, hostId, f.rule(), f.severity(), f.confidence(), s, f.title(), f.explanation(),
                f.action(), f.ceilingNowMBps(), f.ceilingPossibleMBps(), f.data(), f.evidence(), f.catalogEntries(),
                f.toConfirm());
    }
}
