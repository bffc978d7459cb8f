package dev.linkledger.inventory.api;

import dev.linkledger.probe.usb.UsbSpeed;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** The same connection now reports another negotiated speed or lane count ({@code rxLanes}, {@code txLanes} are the new ones). */
@Revision("1")
public record LinkSpeedChangedEvent(String hostId, String observationId, Instant observedAt,
                                    String path, Integer devnum, UsbSpeed fromSpeed, UsbSpeed toSpeed,
                                    Integer rxLanes, Integer txLanes) implements HostEvent {
}
