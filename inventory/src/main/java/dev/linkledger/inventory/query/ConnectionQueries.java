package dev.linkledger.inventory.query;

import jakarta.enterprise.context.ApplicationScoped;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Reads the connection history: every connection of a device, from connect to disconnect. */
@ApplicationScoped
public class ConnectionQueries {

    /** The connections of devices with any of these serials, on any host. */
    public List<ConnectionRecord> withSerials(Collection<String> serials) {
        if (serials.isEmpty()) return List.of();
        return ReadOnly.list(DeviceConnectionEntity.find("serial in ?1", serials), ConnectionRecord::of);
    }

    /** The connections at these paths of the host. */
    public List<ConnectionRecord> atPaths(String hostId, Collection<String> paths) {
        if (paths.isEmpty()) return List.of();
        return ReadOnly.list(DeviceConnectionEntity.find("hostId = ?1 and path in ?2", hostId, paths), ConnectionRecord::of);
    }

    /** The connection opened by this connect event. */
    public Optional<ConnectionRecord> openedBy(String connectedEvent) {
        return DeviceConnectionEntity.<DeviceConnectionEntity>findByIdOptional(connectedEvent).map(ConnectionRecord::of);
    }
}
