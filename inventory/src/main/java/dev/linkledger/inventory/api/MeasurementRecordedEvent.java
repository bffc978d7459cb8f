package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.Measurement;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A measurement as the probe reported it, with its setup and the link it ran over. A host event:
 * the advisor re-evaluates the host when one arrives (its observation id is the measurement's).
 */
@Revision("1")
public record MeasurementRecordedEvent(String hostId, String observationId, Instant observedAt,
                                       Measurement measurement) implements HostEvent {
}
