package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A USB4/Thunderbolt router was seen for the first time, or with another link (rate, lanes, mode). */
@Revision("1")
public record Usb4LinkSeenEvent(String hostId, String observationId, Instant observedAt,
                                ObservedThunderboltDevice router) implements HostEvent {
}
