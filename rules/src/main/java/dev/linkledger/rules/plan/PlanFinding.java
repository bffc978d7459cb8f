package dev.linkledger.rules.plan;

import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Assembles a plan finding about one item, with the port facts and catalog entries it used. */
final class PlanFinding {
    private final String rule;
    private final Severity severity;
    private final int index;
    private final String portId;
    private Confidence confidence = Confidence.CERTAIN;
    private String title;
    private String explanation;
    private String action;
    private Integer now;
    private Integer possible;
    private final Map<String, Object> data = new LinkedHashMap<>();
    private final List<Evidence> evidence = new ArrayList<>();
    private final List<String> catalog = new ArrayList<>();

    PlanFinding(String rule, Severity severity, int index, String portId) {
        this.rule = rule;
        this.severity = severity;
        this.index = index;
        this.portId = portId;
    }

    PlanFinding text(String title, String explanation, String action) {
        this.title = title;
        this.explanation = explanation;
        this.action = action;
        return this;
    }

    PlanFinding ceilings(Integer now, Integer possible) {
        this.now = now;
        this.possible = possible;
        return this;
    }

    PlanFinding data(String key, Object value) {
        if (value != null) data.put(key, value);
        return this;
    }

    PlanFinding confidence(Confidence confidence) {
        this.confidence = confidence;
        return this;
    }

    /** The port's facts as evidence; a root hub's speed alone only makes it likely. */
    PlanFinding port(PortOption port) {
        if (port == null) return this;
        evidence.add(new Evidence("port " + port.portId() + " links at most " + Speeds.text(port.linkMbps())
                + "M (" + port.limitedBy() + ")", port.events()));
        if ("controller".equals(port.limitedBy()) && confidence == Confidence.CERTAIN) confidence = Confidence.LIKELY;
        return this;
    }

    PlanFinding catalog(ItemProfile item) {
        if (item.catalogEntry() != null) catalog.add(item.catalogEntry());
        return this;
    }

    Finding build() {
        return new Finding(rule, severity, confidence, new Subject("plan-item", "items[" + index + "]", null, null, portId),
                title, explanation, action, now, possible, new LinkedHashMap<>(data), List.copyOf(evidence),
                List.copyOf(catalog));
    }
}
