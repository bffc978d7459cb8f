package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.LinkEvidence;

import java.util.List;

/**
 * One test: a link of a device through cable {@code cableId} plugged into a host's connector,
 * with no hub between. It proves the cable and the connector each carry at least
 * {@code negotiatedMbps}; below {@code bothEndsMbps} (what the device and the connector's root
 * hub can do; null when the device's capability is unknown) one of the two holds it back.
 */
public record LinkTest(String cableId, String hostId, List<String> portIds, String linkEventId, int negotiatedMbps,
                       Integer bothEndsMbps, LinkEvidence evidence) {
    public LinkTest {
        portIds = List.copyOf(portIds);
    }

    /** One link through one cable is one test, however often it is reported. */
    public String key() {
        return cableId + "/" + linkEventId;
    }

    public ConnectorKey connector() {
        return new ConnectorKey(hostId, portIds);
    }

    /** Came up below what both ends can do. */
    public boolean belowBothEnds() {
        return bothEndsMbps != null && negotiatedMbps < bothEndsMbps;
    }

    /** A physical connector: its host and kernel port names (sorted, as {@code Connectors} gives them). */
    public record ConnectorKey(String hostId, List<String> portIds) {
        public ConnectorKey {
            portIds = portIds.stream().sorted().toList();
        }

        public String ports() {
            return String.join(",", portIds);
        }
    }
}
