package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.util.List;

/**
 * Record the connector's limit as recomputed after the test {@code judgedAfter} (a null
 * {@code limitMbps} clears it); a repeat for the same test and connector is ignored.
 */
public record RecordPortCapabilityCommand(@TargetAggregateIdentifier String hostId, List<String> portIds,
                                          Integer limitMbps, String cableId, LinkEvidence evidence, String judgedAfter) {

    public String judgementKey() {
        return judgementKey(judgedAfter, portIds, evidence);
    }

    static String judgementKey(String judgedAfter, List<String> portIds, LinkEvidence evidence) {
        if (judgedAfter == null) return evidence == null ? null : evidence.linkEventId();
        return judgedAfter + "@" + String.join(",", portIds);
    }
}
