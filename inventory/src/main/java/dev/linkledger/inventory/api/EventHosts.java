package dev.linkledger.inventory.api;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

/**
 * The one host an event concerns, and the sequence a processor split into segments keeps a host's
 * events in: the one owner of that mapping for the processors split into segments (the advice
 * evaluation) and for any projection split later.
 */
public final class EventHosts {
    /** The Host aggregate's type as the event store records it; its identifier is the host id. */
    private static final String HOST_AGGREGATE = "Host";

    private EventHosts() {
    }

    /**
     * Null for an event of several hosts (a bound enclosure) or of none. Read without the database
     * (a processor's coordinator asks for every event), and for a Host aggregate's events without
     * deserialising the payload (a whole device record for a connect).
     */
    public static String hostOf(EventMessage<?> message) {
        if (message instanceof DomainEventMessage<?> domain && HOST_AGGREGATE.equals(domain.getType()))
            return domain.getAggregateIdentifier();
        Object payload = message.getPayload();
        if (payload instanceof HostEvent e) return e.hostId();
        if (payload instanceof PortCapabilityMeasuredEvent e) return e.hostId();
        if (payload instanceof CableAttachedEvent e) return e.connector().hostId();
        if (payload instanceof CableDetachedEvent e) return e.connector().hostId();
        if (payload instanceof CableCapabilityMeasuredEvent e) return e.evidence() == null ? null : e.evidence().hostId();
        if (payload instanceof CableIdentityDeclaredEvent e) return e.hostId();
        return null;
    }

    /** A host's events share its id; an event of no single host goes with its aggregate (else alone). */
    public static Object sequenceOf(EventMessage<?> message) {
        String host = hostOf(message);
        if (host != null) return host;
        return message instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : message.getIdentifier();
    }
}
