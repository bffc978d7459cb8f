package dev.linkledger.inventory.query;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

import java.time.Instant;

/** The stored event that last established a row's facts: id, type and time. */
@Embeddable
public class EventStamp {
    @Column(name = "event_id", nullable = false)
    public String id;
    @Column(name = "event_type", nullable = false)
    public String type;
    @Column(name = "event_at", nullable = false)
    public Instant at;

    public EventStamp() {
    }

    public EventStamp(String id, String type, Instant at) {
        this.id = id;
        this.type = type;
        this.at = at;
    }

    public static EventStamp of(String id, Object event, Instant at) {
        return new EventStamp(id, event.getClass().getSimpleName(), at);
    }
}
