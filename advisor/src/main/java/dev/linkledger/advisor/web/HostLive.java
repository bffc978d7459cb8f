package dev.linkledger.advisor.web;

import dev.linkledger.advisor.advice.RecordedFinding;

import java.time.Instant;
import java.util.List;

/**
 * What a host page's live part shows: now ({@code at} null: tree, connectors, findings, polled by
 * {@code version}), or the tree as it was at an instant; devices without a port path apart, in {@code unplaced}.
 */
public record HostLive(String hostId, Instant at, String version, List<ControllerBlock> controllers,
                       List<ConnectorPair> connectors, int devices, List<RecordedFinding> open,
                       List<RecordedFinding> resolved, Instant lastObservedAt, List<UnplacedRow> unplaced) {

    public String pollUrl() {
        return Links.host(hostId) + "/live?version=" + Links.enc(version);
    }
}
