package dev.linkledger.inventory.query;

import java.time.Instant;

/** The stored event that established a record's facts, as readers see it: id, type and time. */
public record EventStampView(String id, String type, Instant at) {
    static EventStampView of(EventStamp s) {
        return s == null ? null : new EventStampView(s.id, s.type, s.at);
    }
}
