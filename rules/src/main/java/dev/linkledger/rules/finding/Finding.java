package dev.linkledger.rules.finding;

import java.util.List;
import java.util.Map;

/**
 * What a rule concluded. {@code rule} ids are stable API. Ceilings are practical goodput in
 * decimal MB/s (10^6 B/s).
 *
 * @param toConfirm what to paste or run to be sure, when the finding rests on partial evidence
 *                  ("paste the whole `lsusb -t`"); null when the evidence is complete
 */
public record Finding(String rule, Severity severity, Confidence confidence, Subject subject, String title,
                      String explanation, String action, Integer ceilingNowMBps, Integer ceilingPossibleMBps,
                      Map<String, Object> data, List<Evidence> evidence, List<String> catalogEntries,
                      String toConfirm) {

    /** A finding on complete evidence: nothing left to confirm. */
    public Finding(String rule, Severity severity, Confidence confidence, Subject subject, String title,
                   String explanation, String action, Integer ceilingNowMBps, Integer ceilingPossibleMBps,
                   Map<String, Object> data, List<Evidence> evidence, List<String> catalogEntries) {
        this(rule, severity, confidence, subject, title, explanation, action, ceilingNowMBps, ceilingPossibleMBps,
                data, evidence, catalogEntries, null);
    }
}
