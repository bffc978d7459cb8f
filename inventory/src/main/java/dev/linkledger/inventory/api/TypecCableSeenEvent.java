package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedCable;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/** A Type-C port reported a cable e-marker (new, or different from the last one seen there). */
@Revision("1")
public record TypecCableSeenEvent(String hostId, String observationId, Instant observedAt, String typecPort,
                                  List<String> usbPorts, ObservedCable cable) implements HostEvent {
}
