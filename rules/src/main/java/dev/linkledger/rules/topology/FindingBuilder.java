package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/** Assembles a {@link Finding} in a rule helper: id and severity from the rule's metadata. */
public final class FindingBuilder {
    private final String rule;
    private Severity severity;
    private Confidence confidence = Confidence.CERTAIN;
    private Subject subject;
    private String title;
    private String explanation;
    private String action;
    private Integer ceilingNow;
    private Integer ceilingPossible;
    private final List<String> toConfirm = new ArrayList<>();
    private final Map<String, Object> data = new LinkedHashMap<>();
    private final List<Evidence> evidence = new ArrayList<>();
    private final LinkedHashSet<String> catalogEntries = new LinkedHashSet<>();

    private FindingBuilder(Map<String, Object> metadata) {
        this.rule = RuleMetadata.id(metadata);
        this.severity = RuleMetadata.severity(metadata);
    }

    public static FindingBuilder of(Map<String, Object> metadata) {
        return new FindingBuilder(metadata);
    }

    /** Lowers the rule's severity for this finding (never raises it above the rule's @severity). */
    public FindingBuilder severityAtMost(Severity lower) {
        if (lower.ordinal() < severity.ordinal()) severity = lower;
        return this;
    }

    public FindingBuilder confidence(Confidence confidence) {
        this.confidence = confidence;
        return this;
    }

    public FindingBuilder subject(Subject subject) {
        this.subject = subject;
        return this;
    }

    /** Sets the texts; a null leaves one set earlier as it is. */
    public FindingBuilder text(String title, String explanation, String action) {
        if (title != null) this.title = title;
        if (explanation != null) this.explanation = explanation;
        if (action != null) this.action = action;
        return this;
    }

    public FindingBuilder ceilings(Integer now, Integer possible) {
        this.ceilingNow = now;
        this.ceilingPossible = possible;
        return this;
    }

    public FindingBuilder data(String key, Object value) {
        if (value != null) data.put(key, value instanceof Double d ? Speeds.number(d) : value);
        return this;
    }

    public FindingBuilder evidence(String fact, List<EventRef> events) {
        evidence.add(new Evidence(fact, events == null ? List.of() : List.copyOf(events)));
        return this;
    }

    /**
     * What to paste or run to be sure; each call adds one step (partial evidence in several
     * places). A finding with none rests on complete evidence.
     */
    public FindingBuilder toConfirm(String step) {
        if (step != null && !step.isBlank() && !toConfirm.contains(step)) toConfirm.add(step);
        return this;
    }

    /** The confidence so far, for helpers that weaken it step by step. */
    public Confidence confidence() {
        return confidence;
    }

    public FindingBuilder catalog(String vidPid) {
        if (vidPid != null) catalogEntries.add(vidPid);
        return this;
    }

    public Finding build() {
        return new Finding(rule, severity, confidence, subject, title, explanation, action, ceilingNow, ceilingPossible,
                new LinkedHashMap<>(data), List.copyOf(evidence),
                List.copyOf(catalogEntries), toConfirm.isEmpty() ? null : String.join("; ", toConfirm));
    }
}
