package dev.linkledger.advisor.engine;

/** An advising rule as its DRL declares it. */
public record RuleInfo(String id, String name, String severity, String description) {
}
