package dev.linkledger.inventory.axon;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.StreamingEventProcessor;


import java.time.Duration;
import java.util.Set;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds every read model from the event store: stops the processors whose handlers say how to
 * start over (a {@code @ResetHandler}), resets their tokens (the reset handlers empty their tables,
 * in one transaction per processor) and starts them again from the first event. A processor
 * without one (the advice evaluation, which reacts to new events only) keeps its place, paused
 * until the rebuilt processors have caught up. Command-sending
 * processors with a reset handler replay too: the aggregates ignore verdicts on links they
 * already judged, so a replay appends nothing.
 */
@Singleton
public class ProjectionReplay {
    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;
    @Inject
    RebuildGate gate;

    /** What a replay did: the processors it reset and whether they caught up within the timeout. */
    public record Outcome(List<String> processors, boolean caughtUp) {
    }

    public synchronized Outcome replayAll(Duration timeout) {
        return gate.rebuilding(() -> replay(timeout));
    }

    private Outcome replay(Duration timeout) {
        Map<String, EventProcessor> all = axon.configuration().eventProcessingConfiguration().eventProcessors();
        Set<String> rebuildable = axon.rebuildableGroups();
        List<StreamingEventProcessor> streaming = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<EventProcessor> paused = new ArrayList<>();
        all.forEach((name, processor) -> {
            if (rebuildable.contains(name) && processor instanceof StreamingEventProcessor s) {
                streaming.add(s);
                names.add(name);
            } else if (processor instanceof StreamingEventProcessor && processor.isRunning()) {
                paused.add(processor);
            }
        });
        // The others (the advice evaluation) read the projections; they resume from their tokens
        // once the tables are whole again, instead of acting on half-rebuilt ones.
        paused.forEach(p -> p.shutdownAsync().join());
        try {
            streaming.forEach(p -> p.shutdownAsync().join());
            for (StreamingEventProcessor p : streaming) QuarkusTransaction.requiringNew().run(p::resetTokens);
            axon.poisonIsolation().reset();
            streaming.forEach(p -> ((EventProcessor) p).start());
            return new Outcome(List.copyOf(names), catchUp.awaitHead(names, timeout));
        } finally {
            paused.forEach(EventProcessor::start);
        }
    }
}
