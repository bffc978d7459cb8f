package dev.linkledger.advisor.plan;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Record a plan and what the check concluded, so "why did you tell me to buy this" has an answer later. */
public record CheckPlanCommand(@TargetAggregateIdentifier String planId, PlanRequest request, PlanVerdict verdict) {
}
