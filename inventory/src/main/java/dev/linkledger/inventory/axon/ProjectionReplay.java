package dev.linkledger.inventory.axon;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.StreamingEventProcessor;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds every read model from the event store: stops all processors, resets their tokens
 * (each handler's {@code @ResetHandler} empties its tables, in one transaction per processor) and
 * starts them again from the first event. Command-sending processors replay too: the aggregates
 * ignore verdicts on links they already judged, so a replay appends nothing.
 */
@Singleton
public class ProjectionReplay {
    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;

    /** What a replay did: the processors it reset and whether they caught up within the timeout. */
    public record Outcome(List<String> processors, boolean caughtUp) {
    }

    public synchronized Outcome replayAll(Duration timeout) {
        Map<String, EventProcessor> all = axon.configuration().eventProcessingConfiguration().eventProcessors();
        List<StreamingEventProcessor> streaming = new ArrayList<>();
        List<String> names = new ArrayList<>();
        all.forEach((name, processor) -> {
            if (processor instanceof StreamingEventProcessor s) {
                streaming.add(s);
                names.add(name);
            }
        });
        streaming.forEach(p -> p.shutdownAsync().join());
        for (StreamingEventProcessor p : streaming) QuarkusTransaction.requiringNew().run(p::resetTokens);
        streaming.forEach(p -> ((EventProcessor) p).start());
        return new Outcome(List.copyOf(names), catchUp.awaitHead(timeout));
    }
}
