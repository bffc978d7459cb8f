package dev.linkledger.advisor.advice;

import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.CableIdentityDeclaredEvent;
import dev.linkledger.inventory.api.CableVerdictReachedEvent;
import dev.linkledger.inventory.query.CableEntity;
import dev.linkledger.inventory.api.EnclosureBoundEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.command.Host;
import dev.linkledger.inventory.query.TopologyQueries;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;

import java.util.List;

/**
 * Which hosts' advice an event can change: the one owner of that mapping, for the evaluation
 * processor's batches and for its sequencing (a host's events are handled in order, by one segment).
 */
@Singleton
public class HostsOfEvent {
    private static final String HOST_AGGREGATE = Host.class.getSimpleName();

    @Inject
    TopologyQueries topology;

    /**
     * The hosts to re-evaluate after {@code message}: its own host, the host a port measurement,
     * cable or verdict concerns (a verdict reached elsewhere: the host the cable is plugged into now), or every host with a device of a bound enclosure's vid:pid.
     */
    public List<String> of(EventMessage<?> message) {
        String host = hostOf(message);
        if (host != null) return List.of(host);
        if (message.getPayload() instanceof CableVerdictReachedEvent verdict) {
            CableEntity cable = CableEntity.findById(verdict.cableId());
            return cable == null || cable.attachedHost == null ? List.of() : List.of(cable.attachedHost);
        }
        if (message.getPayload() instanceof EnclosureBoundEvent bound && bound.usb() != null)
            return topology.hostsWithDevice(bound.usb().vendorId(), bound.usb().productId());
        return List.of();
    }

    /**
     * The one host an event concerns, read without the database (the processor's coordinator asks
     * for every event); null for an event of several hosts (a bound enclosure). A Host aggregate's id
     * is its host id, so the payload of its events (a whole device record for a connect) is not
     * deserialized: this is asked for every event of a busy host.
     */
    static String hostOf(EventMessage<?> message) {
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

    /** The sequence a host's events share; an event of no single host goes with its aggregate. */
    static Object sequenceOf(EventMessage<?> message) {
        String host = hostOf(message);
        if (host != null) return host;
        return message instanceof DomainEventMessage<?> domain ? domain.getAggregateIdentifier() : message.getIdentifier();
    }
}
