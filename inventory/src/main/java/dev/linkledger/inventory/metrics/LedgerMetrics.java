package dev.linkledger.inventory.metrics;

import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.axon.AxonRuntime;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;

/**
 * The inventory's meters at {@code /q/metrics}: observations by what became of them, events in
 * the store, and how many events each projection is behind the store's head.
 * <ul>
 * <li>{@code linkledger_observations_total{outcome=appended|unchanged|stale}}</li>
 * <li>{@code linkledger_events_appended_total}: events in the store (its head + 1), so it is exact across restarts
 * and instances</li>
 * <li>{@code linkledger_projection_lag_events{processor}}: head minus a streaming processor's position</li>
 * <li>{@code linkledger_aggregates_in_memory{type}}: aggregates a command finds loaded (after a
 * restart, the hosts warmed so far: WarmHosts)</li>
 * </ul>
 */
@ApplicationScoped
public class LedgerMetrics {
    @Inject
    MeterRegistry registry;
    @Inject
    StoreHead head;
    @Inject
    AxonRuntime axon;

    /** After Axon started (priority 100), so its processors can be named. */
    void register(@Observes @Priority(200) StartupEvent event) {
        FunctionCounter.builder("linkledger.events.appended", head, h -> Math.max(0, h.globalIndex() + 1))
                .description("Events in the event store").register(registry);
        for (Class<?> type : axon.cachedTypes()) {
            Gauge.builder("linkledger.aggregates.in.memory", axon, a -> a.inMemory(type))
                    .tag("type", type.getSimpleName()).description("Aggregates held in memory").register(registry);
        }
        // Inline views (subscribing processors) are written with the events: they have no lag.
        for (String processor : axon.processingGroups()) {
            Gauge.builder("linkledger.projection.lag", this, m -> m.lag(processor)).tag("processor", processor)
                    .baseUnit("events").description("Events the processor has still to handle").register(registry);
        }
    }

    /** A re-scan answered from the content the host holds (If-None-Match), nothing read or recorded. */
    public void observationUnchanged() {
        Counter.builder("linkledger.observations").tag("outcome", "unchanged")
                .description("Observations received, by what became of them").register(registry).increment();
    }

    public void observationRecorded(ObservationOutcome outcome) {
        String what = outcome.stale() ? "stale" : outcome.appendedEvents() > 0 ? "appended" : "unchanged";
        Counter.builder("linkledger.observations").tag("outcome", what)
                .description("Observations received, by what became of them").register(registry).increment();
    }

    private double lag(String processor) {
        double top = head.globalIndex();
        if (Double.isNaN(top)) return Double.NaN;
        var p = axon.configuration().eventProcessingConfiguration().eventProcessor(processor);
        if (p.isEmpty() || !(p.get() instanceof StreamingEventProcessor streaming)) return Double.NaN;
        long behind = 0;
        for (EventTrackerStatus segment : streaming.processingStatus().values()) {
            behind = Math.max(behind, (long) top - segment.getCurrentPosition().orElse(-1));
        }
        return streaming.processingStatus().isEmpty() ? top + 1 : behind;
    }
}
