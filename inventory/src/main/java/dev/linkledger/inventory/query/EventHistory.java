package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.EventSources;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.DomainEventMessage;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** Reads an aggregate's events straight from the event store: the history, and the past for time travel. */
@ApplicationScoped
public class EventHistory {
    @Inject
    AxonRuntime axon;

    public List<DomainEventMessage<?>> messages(String aggregateId) {
        // From the first event: readEvents(id) would start at the newest snapshot and skip the history before it.
        return axon.eventStore().readEvents(aggregateId, 0).asStream().<DomainEventMessage<?>>map(m -> m).toList();
    }

    public List<EventView> of(String aggregateId) {
        return messages(aggregateId).stream().map(EventHistory::view).toList();
    }

    /** At most {@code limit} events with a sequence above {@code after} (-1: from the first), read from there on. */
    public List<EventView> of(String aggregateId, long after, int limit) {
        return axon.eventStore().readEvents(aggregateId, after + 1).asStream().limit(limit)
                .map(m -> view((DomainEventMessage<?>) m)).toList();
    }

    /**
     * The host's events about the device at {@code path}: its connects, disconnects and link changes,
     * and, for a device located there, the events that stated it while it was unplaced.
     */
    public List<EventView> ofDevice(String hostId, String path) {
        List<DomainEventMessage<?>> all = messages(hostId);
        java.util.Set<String> addresses = new java.util.HashSet<>();
        for (DomainEventMessage<?> m : all)
            if (m.getPayload() instanceof DeviceLocatedEvent e && Objects.equals(path, e.device().path()))
                addresses.add(new dev.linkledger.probe.usb.DeviceAddress(e.bus(), e.devnum()).toString());
        return all.stream().filter(m -> Objects.equals(path, devicePath(m.getPayload()))
                        || (m.getPayload() instanceof DeviceConnectedEvent e && !e.device().placed() && addresses.contains(e.device().key())))
                .map(EventHistory::view).toList();
    }

    /** When a host event happened on the host; other events when they were recorded. */
    public static Instant happenedAt(DomainEventMessage<?> m) {
        return m.getPayload() instanceof HostEvent h && h.observedAt() != null ? h.observedAt() : m.getTimestamp();
    }

    private static String devicePath(Object payload) {
        if (payload instanceof DeviceConnectedEvent e) return e.device().path();
        if (payload instanceof DeviceLocatedEvent e) return e.device().path();
        if (payload instanceof DeviceDisconnectedEvent e) return e.path();
        if (payload instanceof LinkSpeedChangedEvent e) return e.path();
        if (payload instanceof DeviceCapabilityLearnedEvent e) return e.path();
        if (payload instanceof DeviceDriversChangedEvent e) return e.path();
        return null;
    }

    private static EventView view(DomainEventMessage<?> m) {
        Object source = m.getMetaData().get(EventSources.KEY);
        Instant observedAt = m.getPayload() instanceof HostEvent h ? h.observedAt() : null;
        return new EventView(m.getIdentifier(), m.getSequenceNumber(), m.getPayloadType().getSimpleName(),
                m.getTimestamp(), observedAt, source == null ? null : source.toString(), m.getPayload());
    }
}
