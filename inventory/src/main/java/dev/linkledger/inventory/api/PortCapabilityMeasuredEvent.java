package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.util.List;

/**
 * The connector's standing limit, recomputed from every recorded test after the test
 * {@code judgedAfter}: it delivers at most {@code limitMbps}, whatever its root hub says, because
 * the link {@code evidence} on it came up at that speed below both ends through a cable
 * ({@code cableId}) proven faster elsewhere. A null {@code limitMbps} clears an earlier limit
 * (a later test proved the connector faster); {@code cableId} and {@code evidence} are then null.
 * Events recorded before verdicts were recomputed carry no {@code judgedAfter}.
 */
@Revision("1")
public record PortCapabilityMeasuredEvent(String hostId, List<String> portIds, Integer limitMbps, String cableId,
                                          LinkEvidence evidence, String judgedAfter) {

    /** What makes a repeat of this verdict recognisable: the test it was reached after, on this connector. */
    public String judgementKey() {
        return RecordPortCapabilityCommand.judgementKey(judgedAfter, portIds, evidence);
    }
}
