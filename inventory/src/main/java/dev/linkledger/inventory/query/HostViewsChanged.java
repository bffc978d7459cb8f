package dev.linkledger.inventory.query;

/**
 * A CDI event, fired once the transaction that wrote a host's views has committed: its views (and
 * findings) now show its events up to {@code sequence}. For pushing to pages (server-sent events):
 * observe it with {@code @Observes HostViewsChanged}; it comes on the writing thread, after commit,
 * so an observer should only hand it on (never block, never write).
 */
public record HostViewsChanged(String hostId, long sequence) {
}
