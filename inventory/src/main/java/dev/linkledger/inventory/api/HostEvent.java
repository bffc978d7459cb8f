package dev.linkledger.inventory.api;

import java.time.Instant;

/** What every event of a host carries: which host, and which observation established it, when. */
public interface HostEvent {
    String hostId();

    String observationId();

    Instant observedAt();
}
