package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.Capability;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** New evidence of what the device at a path can do (never "unknown": not knowing is not news). */
@Revision("1")
public record DeviceCapabilityLearnedEvent(String hostId, String observationId, Instant observedAt,
                                           String path, Capability capability) implements HostEvent {
}
