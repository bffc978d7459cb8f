package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/** A host controller seen for the first time, or seen with different fields. */
@Revision("1")
public record ControllerSeenEvent(String hostId, String observationId, Instant observedAt,
                                  String controllerId, String pciAddress, String vendorId, String deviceId,
                                  String pciClass, String name, List<Integer> buses, boolean inferred)
        implements HostEvent {
}
