package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.RuleInfo;
import dev.linkledger.inventory.query.StoredEventView;
import dev.linkledger.rules.catalog.CatalogEntry;

import java.util.List;

/**
 * Why a finding was made: the rule and its description, each matched fact with the stored
 * events behind it (type, time, source), the catalog entries used, and for a resolved finding
 * the event after which the condition no longer held.
 */
public record FindingWhy(RecordedFinding finding, RuleInfo rule, List<FactEvidence> facts,
                         List<CatalogEntry> catalogEntries, StoredEventView issuedAfter,
                         StoredEventView resolvedBy) {

    public record FactEvidence(String fact, List<StoredEventView> events) {
    }
}
