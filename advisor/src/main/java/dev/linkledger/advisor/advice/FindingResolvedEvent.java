package dev.linkledger.advisor.advice;

import org.axonframework.serialization.Revision;

/** A condition went away; {@code resolvedByEventId} is the host event after which it no longer held. */
@Revision("1")
public record FindingResolvedEvent(String hostId, String findingId, String conditionKey,
                                   String resolvedByEventId, String resolvedByEventType) {
}
