package dev.linkledger.rules.facts;

import java.util.List;

/** A kernel log line a fact rests on, as logged, with the events that recorded it. */
public record LoggedLine(String text, List<EventRef> events) {
}
