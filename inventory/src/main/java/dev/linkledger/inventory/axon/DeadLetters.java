package dev.linkledger.inventory.axon;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.deadletter.DeadLetter;
import org.axonframework.messaging.deadletter.SequencedDeadLetterProcessor;
import org.axonframework.messaging.deadletter.SequencedDeadLetterQueue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The events each projection could not take, as Axon's dead-letter queues hold them: listed for
 * an admin and the health check, and retried on request (after a fix, say).
 */
@Singleton
public class DeadLetters {
    /** Enough to drain a long queue in one request while keeping the request bounded. */
    private static final int MAX_RETRIES_PER_REQUEST = 10_000;

    @Inject
    AxonRuntime axon;

    /** One event a projection could not take. */
    public record Letter(String processingGroup, String sequence, String eventId, String eventType,
                         String error, String errorType, Instant enqueuedAt, Instant lastTouched) {
    }

    /** Per processing group with dead letters, how many. */
    public Map<String, Long> counts() {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (String group : axon.processingGroups())
            queue(group).ifPresent(q -> {
                long size = q.size();
                if (size > 0) counts.put(group, size);
            });
        return counts;
    }

    public List<Letter> list() {
        List<Letter> letters = new ArrayList<>();
        for (String group : axon.processingGroups())
            queue(group).ifPresent(q -> {
                for (Iterable<DeadLetter<? extends EventMessage<?>>> sequence : q.deadLetters())
                    for (DeadLetter<? extends EventMessage<?>> letter : sequence) letters.add(letterOf(group, letter));
            });
        return letters;
    }

    /** The outcome of a retry: how many letters were handled and how many are still queued. */
    public record RetryOutcome(int retried, Map<String, Long> remaining) {
    }

    /**
     * Offers every queued sequence to its processor once more, oldest first; a sequence whose
     * first letter fails again stays queued with the new error.
     */
    public RetryOutcome retryAll() {
        int retried = 0;
        for (String group : axon.processingGroups()) {
            Optional<SequencedDeadLetterProcessor<EventMessage<?>>> processor = processing().sequencedDeadLetterProcessor(group);
            if (processor.isEmpty()) continue;
            long sequences = queue(group).map(SequencedDeadLetterQueue::amountOfSequences).orElse(0L);
            for (long i = 0; i < sequences && retried < MAX_RETRIES_PER_REQUEST; i++) {
                if (!processor.get().processAny()) break;
                retried++;
            }
        }
        return new RetryOutcome(retried, counts());
    }

    private Optional<SequencedDeadLetterQueue<EventMessage<?>>> queue(String group) {
        return processing().deadLetterQueue(group);
    }

    private EventProcessingConfiguration processing() {
        return axon.configuration().eventProcessingConfiguration();
    }

    private static Letter letterOf(String group, DeadLetter<? extends EventMessage<?>> letter) {
        EventMessage<?> message = letter.message();
        return new Letter(group, sequenceOf(message), message.getIdentifier(), message.getPayloadType().getSimpleName(),
                letter.cause().map(c -> c.message()).orElse(null), letter.cause().map(c -> c.type()).orElse(null),
                letter.enqueuedAt(), letter.lastTouched());
    }

    private static String sequenceOf(EventMessage<?> message) {
        return message instanceof org.axonframework.eventhandling.DomainEventMessage<?> domain
                ? domain.getAggregateIdentifier() : message.getIdentifier();
    }
}
