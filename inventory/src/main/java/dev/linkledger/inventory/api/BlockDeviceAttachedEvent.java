package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedBlockDevice;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A block device behind USB mass storage appeared (or changed), tied to the USB device path it hangs on. */
@Revision("1")
public record BlockDeviceAttachedEvent(String hostId, String observationId, Instant observedAt,
                                       ObservedBlockDevice blockDevice) implements HostEvent {
}
