package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedCable;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Record the e-marker a probe read through the connector the cable is attached to. */
public record DeclareCableIdentityCommand(@TargetAggregateIdentifier String cableId, String hostId, String typecPort,
                                          ObservedCable declared, String evidenceEventId) {
}
