package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.util.List;

/** Record the cable's verdict as recomputed after the test {@code judgedAfter}; a repeat for the same test is ignored. */
public record RecordCableVerdictCommand(@TargetAggregateIdentifier String cableId, Integer provenMbps, Integer limitMbps,
                                        String limitLinkEventId, List<Suspicion> suspicions, String summary,
                                        String judgedAfter) {
}
