package dev.linkledger.advisor.plan;

import org.axonframework.serialization.Revision;

/** A plan was checked against its host: the request as posted and the verdict as answered. */
@Revision("1")
public record PlanCheckedEvent(String planId, PlanRequest request, PlanVerdict verdict) {
}
