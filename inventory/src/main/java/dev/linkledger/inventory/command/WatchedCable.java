package dev.linkledger.inventory.command;

import java.util.Arrays;
import java.util.List;

/** {@link LinkVerdicts}' own view of a cable (a row of {@code link_verdicts_cable}): where it is plugged and the verdict it last recorded on it. */
final class WatchedCable {
    final String cableId;
    String hostId;
    /** The connector's kernel port names, sorted and comma-joined, as {@link LinkTest.ConnectorKey#ports()}. */
    String portIds;
    Integer rootHubMbps;
    /** The last recorded verdict, as {@link Verdicts#fingerprint}: a new one is recorded only when it differs. */
    String verdict;

    WatchedCable(String cableId) {
        this.cableId = cableId;
    }

    List<String> ports() {
        return portIds == null ? List.of() : Arrays.asList(portIds.split(","));
    }

    boolean pluggedInto(String hostId, String portId) {
        return hostId != null && hostId.equals(this.hostId) && ports().contains(portId);
    }
}
