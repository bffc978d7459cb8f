package dev.linkledger.rules.facts;

import java.time.Instant;

/** A stored event that established a fact: the evidence a finding points back to. */
public record EventRef(String id, String type, Instant at) {
}
