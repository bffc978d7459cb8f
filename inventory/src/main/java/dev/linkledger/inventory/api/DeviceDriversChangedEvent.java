package dev.linkledger.inventory.api;

import dev.linkledger.probe.observation.ObservedInterface;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/** The interfaces of the same connection are bound to other drivers (e.g. {@code usb-storage} to {@code uas}). */
@Revision("1")
public record DeviceDriversChangedEvent(String hostId, String observationId, Instant observedAt,
                                        String path, List<ObservedInterface> interfaces) implements HostEvent {
}
