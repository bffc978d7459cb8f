package dev.linkledger.probe.spool;

import java.time.Duration;

/** Exponential backoff: first, doubling, capped; back to the first after a success. */
public final class Backoff {
    private final Duration first;
    private final Duration cap;
    private Duration current;

    public Backoff(Duration first, Duration cap) {
        this.first = first;
        this.cap = cap;
        this.current = first;
    }

    public static Backoff standard() {
        return new Backoff(Duration.ofMillis(500), Duration.ofSeconds(60));
    }

    /** The delay to wait now; the next one will be twice as long, up to the cap. */
    public Duration next() {
        Duration now = current;
        Duration doubled = current.multipliedBy(2);
        current = doubled.compareTo(cap) > 0 ? cap : doubled;
        return now;
    }

    public void reset() {
        current = first;
    }
}
