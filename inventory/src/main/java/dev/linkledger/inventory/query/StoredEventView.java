package dev.linkledger.inventory.query;

import java.time.Instant;

/** A stored event as the "why" shows it. {@code source} is who recorded it, when the metadata says. */
public record StoredEventView(String id, String type, Instant at, String aggregate, long sequence,
                              String observationId, String source) {
}
