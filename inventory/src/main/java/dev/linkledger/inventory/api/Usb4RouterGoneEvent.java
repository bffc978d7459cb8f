package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A USB4/Thunderbolt router an observation no longer shows: unplugged, or a paste without boltctl. */
@Revision("1")
public record Usb4RouterGoneEvent(String hostId, String observationId, Instant observedAt, String router)
        implements HostEvent {
}
