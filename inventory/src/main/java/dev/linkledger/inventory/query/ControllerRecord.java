package dev.linkledger.inventory.query;

import java.util.List;

/** A host controller with the buses of its root hubs, read-only. */
public record ControllerRecord(String hostId, String controllerId, String pciAddress, String vendorId, String deviceId,
                               String pciClass, String name, List<Integer> buses, boolean inferred, EventStampView seen) {
    static ControllerRecord of(ControllerEntity c) {
        return new ControllerRecord(c.hostId, c.controllerId, c.pciAddress, c.vendorId, c.deviceId, c.pciClass, c.name,
                c.buses == null ? List.of() : List.copyOf(c.buses), c.inferred, EventStampView.of(c.seen));
    }
}
