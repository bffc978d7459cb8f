package dev.linkledger.inventory.api;

import java.util.List;

/**
 * A link below what both its ends can do, through a cable and a connector neither of which any
 * test has proven faster: either may hold it back, so both are named and neither is blamed.
 *
 * @param cableId      the cable the link went through
 * @param hostId       the host of the connector, with its kernel port names {@code portIds}
 * @param mbps         the speed the link came up at
 * @param bothEndsMbps what the device and the root hub behind the connector could do
 * @param linkEventId  the link event of the test
 */
public record Suspicion(String cableId, String hostId, List<String> portIds, int mbps, Integer bothEndsMbps,
                        String linkEventId) {
    public Suspicion {
        portIds = List.copyOf(portIds);
    }
}
