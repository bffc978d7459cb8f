package dev.linkledger.advisor.web;

/** One answer to the overview's search: what matched, where it is, and where to look. */
public record SearchHit(String kind, String label, String where, String href) {
}
