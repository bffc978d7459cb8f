package dev.linkledger.rules.finding;

import dev.linkledger.rules.facts.EventRef;

import java.util.List;

/** One matched fact, in words, and the stored events that established it. */
public record Evidence(String fact, List<EventRef> events) {
}
