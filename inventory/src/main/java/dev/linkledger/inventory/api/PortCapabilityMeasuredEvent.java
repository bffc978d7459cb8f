package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.util.List;

/**
 * The connector delivers at most {@code limitMbps}, whatever its root hub says: a cable proven
 * faster ({@code cableId}) and a device that can do more linked at this speed.
 */
@Revision("1")
public record PortCapabilityMeasuredEvent(String hostId, List<String> portIds, int limitMbps, String cableId,
                                          LinkEvidence evidence) {
}
