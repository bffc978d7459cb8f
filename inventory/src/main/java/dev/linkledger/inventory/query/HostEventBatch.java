package dev.linkledger.inventory.query;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Host aggregate's events of the batch being handled, by host: a handler does a host's work once,
 * at its last event in the batch. Outside a batch every event is its own.
 */
final class HostEventBatch {
    static final String HOST_AGGREGATE = "Host";

    private final Map<String, List<DomainEventMessage<?>>> byHost = new LinkedHashMap<>();

    private HostEventBatch(List<?> messages) {
        for (Object m : messages)
            if (m instanceof DomainEventMessage<?> e && HOST_AGGREGATE.equals(e.getType()))
                byHost.computeIfAbsent(e.getAggregateIdentifier(), h -> new ArrayList<>()).add(e);
    }

    static HostEventBatch of(String resource, DomainEventMessage<?> message) {
        UnitOfWork<?> u = CurrentUnitOfWork.isStarted() ? CurrentUnitOfWork.get() : null;
        while (u != null && !(u instanceof BatchingUnitOfWork<?>)) u = u.parent().orElse(null);
        if (u == null) return new HostEventBatch(List.of(message));
        BatchingUnitOfWork<?> batch = (BatchingUnitOfWork<?>) u;
        return batch.getOrComputeResource(resource, key -> new HostEventBatch(batch.getMessages()));
    }

    /** The host's events of this batch if {@code message} is the last of them, else none (not yet). */
    List<DomainEventMessage<?>> endingWith(DomainEventMessage<?> message) {
        List<DomainEventMessage<?>> events = byHost.getOrDefault(message.getAggregateIdentifier(), List.of());
        if (events.isEmpty() || !events.get(events.size() - 1).getIdentifier().equals(message.getIdentifier())) return List.of();
        return events;
    }

    /** The hosts of this batch. */
    java.util.Set<String> hosts() {
        return byHost.keySet();
    }
}
