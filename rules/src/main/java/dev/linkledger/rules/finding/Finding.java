package dev.linkledger.rules.finding;

import java.util.List;
import java.util.Map;

/**
 * What a rule concluded. {@code rule} ids are stable API. Ceilings are practical goodput in
 * decimal MB/s (10^6 B/s).
 */
public record Finding(String rule, Severity severity, Confidence confidence, Subject subject, String title,
                      String explanation, String action, Integer ceilingNowMBps, Integer ceilingPossibleMBps,
                      Map<String, Object> data, List<Evidence> evidence, List<String> catalogEntries) {
}
