package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedCable;
import org.axonframework.serialization.Revision;

/**
 * What the cable's e-marker says it is: a declaration, kept apart from what links measured.
 * {@code evidenceEventId} is the host's {@code TypecCableSeenEvent}.
 */
@Revision("1")
public record CableIdentityDeclaredEvent(String cableId, String hostId, String typecPort, ObservedCable declared,
                                         String evidenceEventId) {
}
