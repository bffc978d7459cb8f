package dev.linkledger.inventory.api;

import java.util.List;

/**
 * One physical connector of a host: its kernel port names (the USB 2.0 half and its SuperSpeed
 * {@code peer}, or one name when the port has no peer) and the speed of the root hub behind its
 * SuperSpeed half, which is what the connector could offer a device.
 */
public record Connector(String hostId, List<String> portIds, String superSpeedPortId, Integer rootHubMbps) {
    public Connector {
        portIds = List.copyOf(portIds);
    }

    public boolean has(String portId) {
        return portIds.contains(portId);
    }
}
