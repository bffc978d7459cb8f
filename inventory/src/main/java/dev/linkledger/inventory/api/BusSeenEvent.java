package dev.linkledger.inventory.api;

import dev.linkledger.probe.usb.UsbSpeed;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A bus (root hub) seen for the first time, or seen with different fields. */
@Revision("1")
public record BusSeenEvent(String hostId, String observationId, Instant observedAt,
                           int bus, UsbSpeed speedMbps, Integer lanes, Integer ports, String driver,
                           String controller) implements HostEvent {
}
