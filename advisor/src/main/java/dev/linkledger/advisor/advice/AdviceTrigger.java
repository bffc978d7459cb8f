package dev.linkledger.advisor.advice;

import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.CableIdentityDeclaredEvent;
import dev.linkledger.inventory.api.CableVerdictReachedEvent;
import dev.linkledger.inventory.api.EnclosureBoundEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.axon.ProjectionHandler;
import dev.linkledger.inventory.command.Host;
import dev.linkledger.inventory.query.CableEntity;
import dev.linkledger.inventory.query.TopologyQueries;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackingToken;

/**
 * A tracking processor over every event that changes what the rules see about a host: its own
 * events, a port's measured limit, a cable plugged in, pulled or judged there, and an enclosure
 * bound to a device the host has. Each marks the host for re-evaluation. The evaluation itself
 * runs on {@link AdviceEvaluations}' worker so a burst of events from one observation costs one
 * evaluation, and a slow rule base never holds up the projections.
 */
@Singleton
@ProcessingGroup(AdviceTrigger.GROUP)
public class AdviceTrigger implements ProjectionHandler {
    public static final String GROUP = "advice-evaluation";
    private static final String HOST_AGGREGATE = Host.class.getSimpleName();

    @Inject
    AdviceEvaluations evaluations;
    @Inject
    TopologyQueries topology;

    /**
     * A Host aggregate's id is its host id, so the payload of its events (a whole device record for
     * a connect) is not deserialized here: this processor sees every event of a busy host. Host
     * events of other aggregates (a recorded measurement) name the host in their payload.
     */
    @EventHandler(payloadType = HostEvent.class)
    void on(DomainEventMessage<?> message, TrackingToken token) {
        String hostId = HOST_AGGREGATE.equals(message.getType()) ? message.getAggregateIdentifier()
                : ((HostEvent) message.getPayload()).hostId();
        request(hostId, message, token);
    }

    @EventHandler
    void on(PortCapabilityMeasuredEvent event, EventMessage<?> message, TrackingToken token) {
        request(event.hostId(), message, token);
    }

    @EventHandler
    void on(CableAttachedEvent event, EventMessage<?> message, TrackingToken token) {
        request(event.connector().hostId(), message, token);
    }

    @EventHandler
    void on(CableDetachedEvent event, EventMessage<?> message, TrackingToken token) {
        request(event.connector().hostId(), message, token);
    }

    /** A verdict is judged from a link on the host the cable is attached to. */
    @EventHandler
    void on(CableCapabilityMeasuredEvent event, EventMessage<?> message, TrackingToken token) {
        if (event.evidence() != null) request(event.evidence().hostId(), message, token);
    }

    /**
     * A verdict recomputed after a test elsewhere (the cable proven on another host, another cable
     * through the same connector) changes what the rules see where the cable is plugged now.
     */
    @EventHandler
    void on(CableVerdictReachedEvent event, EventMessage<?> message, TrackingToken token) {
        CableEntity cable = CableEntity.findById(event.cableId());
        if (cable != null) request(cable.attachedHost, message, token);
    }

    @EventHandler
    void on(CableIdentityDeclaredEvent event, EventMessage<?> message, TrackingToken token) {
        request(event.hostId(), message, token);
    }

    /** Every host with a device of the bound vid:pid: the serial is checked by the rules. */
    @EventHandler
    void on(EnclosureBoundEvent event, EventMessage<?> message, TrackingToken token) {
        if (event.usb() == null) return;
        for (String host : topology.hostsWithDevice(event.usb().vendorId(), event.usb().productId()))
            request(host, message, token);
    }

    private void request(String hostId, EventMessage<?> message, TrackingToken token) {
        if (hostId == null) return;
        long position = token == null ? -1 : token.position().orElse(-1);
        evaluations.request(hostId, new AdviceEvaluations.Trigger(position, message.getIdentifier(),
                message.getPayloadType().getSimpleName()));
    }
}
