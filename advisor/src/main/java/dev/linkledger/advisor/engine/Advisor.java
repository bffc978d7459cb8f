package dev.linkledger.advisor.engine;

import dev.linkledger.advisor.facts.FactProjector;
import dev.linkledger.advisor.facts.HostFacts;
import dev.linkledger.inventory.command.HostTopology;
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

    /** The host's findings, its topology read from its view rows. */
    public List<FindingView> findingsFor(String hostId) {
        return timer().record(() -> evaluate(hostId, facts.factsFor(hostId)));
    }

    /** The host's findings, its topology taken from its fold in memory (a write's evaluation: {@link FactProjector#factsFor(HostTopology)}). */
    public List<FindingView> findingsFor(HostTopology state) {
        return timer().record(() -> evaluate(state.hostId(), facts.factsFor(state)));
    }

    private Timer timer() {
        return Timer.builder("linkledger.evaluations").description("Rule base evaluations of a host, and how long they took")
                .register(registry);
    }

    private List<FindingView> evaluate(String hostId, HostFacts hostFacts) {
        return engine.evaluate(hostFacts.all()).stream()
                .map(f -> FindingView.of(hostId, f))
                .sorted(Comparator.comparing((FindingView f) -> f.severity()).reversed()
                        .thenComparing(FindingView::rule)
                        .thenComparing(f -> String.valueOf(f.subject().path())))
                .toList();
    }
}
