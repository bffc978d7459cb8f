package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.FindingView;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.util.List;

/**
 * The findings an evaluation of a host produced now, and the host event that prompted it (the
 * event that issues or resolves a finding).
 */
public record RecordAdviceCommand(@TargetAggregateIdentifier String adviceId, String hostId,
                                  List<FindingView> current, String triggerEventId, String triggerEventType) {
}
