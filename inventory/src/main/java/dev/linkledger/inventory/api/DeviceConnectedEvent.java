package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedDevice;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A device appeared at a path: new, or re-enumerated (a new devnum or another vid:pid). A device
 * without a path (unplaced, {@link ObservedDevice#placed()}) is known by bus and devnum; there is no
 * path for the change events to name, so new facts about it state it again whole, by this event.
 */
@Revision("1")
public record DeviceConnectedEvent(String hostId, String observationId, Instant observedAt,
                                   ObservedDevice device) implements HostEvent {
}
