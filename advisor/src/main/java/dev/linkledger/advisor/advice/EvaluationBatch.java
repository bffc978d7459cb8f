package dev.linkledger.advisor.advice;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The hosts one batch of the evaluation processor evaluates, each once, at its last event in the
 * batch: a burst of events from one observation costs one evaluation, and an evaluation that fails
 * happens inside the handling of an event, so poison isolation can dead-letter that host's event
 * while the batch's other hosts go on. Outside a batch (a dead letter's retry) every event is last.
 */
final class EvaluationBatch {
    private static final String RESOURCE = EvaluationBatch.class.getName();

    /** Event id -> the hosts whose last event in the batch it is. */
    private final Map<String, List<String>> dueAt = new HashMap<>();

    private EvaluationBatch(List<? extends EventMessage<?>> messages, Function<EventMessage<?>, List<String>> hostsOf) {
        Map<String, String> lastEventOfHost = new HashMap<>();
        for (EventMessage<?> message : messages)
            for (String host : hostsOf.apply(message)) lastEventOfHost.put(host, message.getIdentifier());
        lastEventOfHost.forEach((host, eventId) -> dueAt.computeIfAbsent(eventId, id -> new ArrayList<>()).add(host));
        // Hosts in a fixed order: two batches that share hosts (a bound enclosure's) lock their advice alike.
        dueAt.values().forEach(hosts -> hosts.sort(null));
    }

    /** The batch {@code message} is handled in, read once per batch. */
    static EvaluationBatch of(EventMessage<?> message, Function<EventMessage<?>, List<String>> hostsOf) {
        if (!CurrentUnitOfWork.isStarted() || !(CurrentUnitOfWork.get().root() instanceof BatchingUnitOfWork<?> batch))
            return new EvaluationBatch(List.of(message), hostsOf);
        UnitOfWork<?> root = batch;
        return root.getOrComputeResource(RESOURCE, key -> new EvaluationBatch(messagesOf(batch), hostsOf));
    }

    private static List<EventMessage<?>> messagesOf(BatchingUnitOfWork<?> batch) {
        List<EventMessage<?>> events = new ArrayList<>();
        for (Object m : batch.getMessages()) if (m instanceof EventMessage<?> e) events.add(e);
        return events;
    }

    /** The hosts to evaluate now, while handling {@code message}; empty when a later event of theirs follows. */
    List<String> dueAt(EventMessage<?> message) {
        return dueAt.getOrDefault(message.getIdentifier(), List.of());
    }

}
