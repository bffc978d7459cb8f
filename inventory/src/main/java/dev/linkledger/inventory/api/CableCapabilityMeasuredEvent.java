package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/**
 * A link through the cable proved something about it: {@code verdict} at {@code mbps}, in words
 * in {@code summary} ("limited to 480: USB 2.0 only or broken SuperSpeed pairs"), with the evidence.
 */
@Revision("1")
public record CableCapabilityMeasuredEvent(String cableId, CableVerdict verdict, int mbps, String summary,
                                           LinkEvidence evidence) {
}
