package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.FindingView;
import org.axonframework.serialization.Revision;

/** A condition a rule reports began: the finding as it was first issued, and what prompted it. */
@Revision("1")
public record FindingIssuedEvent(String hostId, String findingId, String conditionKey, FindingView finding,
                                 String triggerEventId, String triggerEventType) {
}
