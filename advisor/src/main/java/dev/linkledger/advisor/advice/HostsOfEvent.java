package dev.linkledger.advisor.advice;

import dev.linkledger.inventory.api.CableVerdictReachedEvent;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableRecord;
import dev.linkledger.inventory.api.EnclosureBoundEvent;
import dev.linkledger.inventory.api.EventHosts;
import dev.linkledger.inventory.query.TopologyQueries;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.EventMessage;

import java.util.List;

/**
 * Which hosts' advice an event can change, for the evaluation processor's batches: the event's own
 * host ({@link EventHosts}, which also sequences the processor's segments), or the hosts a cable's
 * verdict or a bound enclosure reaches.
 */
@Singleton
public class HostsOfEvent {
    @Inject
    TopologyQueries topology;
    @Inject
    CableQueries cables;

    /**
     * The hosts to re-evaluate after {@code message}: its own host, the host a port measurement,
     * cable or verdict concerns (a verdict reached elsewhere: the host the cable is plugged into now), or every host with a device of a bound enclosure's vid:pid.
     */
    public List<String> of(EventMessage<?> message) {
        String host = EventHosts.hostOf(message);
        if (host != null) return List.of(host);
        if (message.getPayload() instanceof CableVerdictReachedEvent verdict) {
            return cables.record(verdict.cableId()).map(CableRecord::attachedHost).map(List::of).orElse(List.of());
        }
        if (message.getPayload() instanceof EnclosureBoundEvent bound && bound.usb() != null)
            return topology.hostsWithDevice(bound.usb().vendorId(), bound.usb().productId());
        return List.of();
    }
}
