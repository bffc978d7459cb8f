package dev.linkledger.advisor.plan;

import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.plan.ItemVerdict;

import java.time.Instant;
import java.util.List;

/** A checked plan: per item, and all findings together. */
public record PlanVerdict(String id, String hostId, Instant checkedAt, List<ItemVerdict> items, List<Finding> findings) {
}
