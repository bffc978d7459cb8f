package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedDevice;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A device appeared at a path: new, or re-enumerated (a new devnum or another vid:pid). */
@Revision("1")
public record DeviceConnectedEvent(String hostId, String observationId, Instant observedAt,
                                   ObservedDevice device) implements HostEvent {
}
