package dev.linkledger.inventory.api;

/**
 * What recording an observation did: how many events it appended, and whether it was ignored
 * because a newer observation of the host had already been applied.
 */
public record ObservationOutcome(int appendedEvents, boolean stale) {
    public static ObservationOutcome ignoredAsStale() {
        return new ObservationOutcome(0, true);
    }
}
