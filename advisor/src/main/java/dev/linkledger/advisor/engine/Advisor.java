package dev.linkledger.advisor.engine;

import dev.linkledger.advisor.facts.FactProjector;
import dev.linkledger.advisor.facts.HostFacts;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.Comparator;
import java.util.List;

/** Runs the rule base over one host's facts. */
@ApplicationScoped
public class Advisor {
    @Inject
    FactProjector facts;
    @Inject
    RuleEngine engine;
    @Inject
    MeterRegistry registry;

    public List<FindingView> findingsFor(String hostId) {
        return Timer.builder("linkledger.evaluations").description("Rule base evaluations of a host, and how long they took")
                .register(registry).record(() -> evaluate(hostId));
    }

    private List<FindingView> evaluate(String hostId) {
        HostFacts hostFacts = facts.factsFor(hostId);
        return engine.evaluate(hostFacts.all()).stream()
                .map(f -> FindingView.of(hostId, f))
                .sorted(Comparator.comparing((FindingView f) -> f.severity()).reversed()
                        .thenComparing(FindingView::rule)
                        .thenComparing(f -> String.valueOf(f.subject().path())))
                .toList();
    }
}
