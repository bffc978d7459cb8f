package dev.linkledger.advisor.web.live;

/**
 * Who hears that a host's views (its tree, findings, connectors: what its page shows) changed, and the
 * views' version then: the pages' server-sent events listen here, and use the version as the event id. A
 * version is opaque and only compared: a page drawn at version V, or a browser resuming with
 * {@code Last-Event-ID: V}, is told at once when the views are no longer at V. {@link ViewWatch} versions
 * what the views show, and looks when a write's views have committed ({@link ReadModelsCommitted}).
 */
public interface ViewChanges {

    /** The host's views' version now; with {@code hostId} null, the lab overview's (every host's, and the cable drawer). */
    String version(String hostId);

    /**
     * Listens to one host's changes, or with {@code hostId} null to the lab overview's, until the
     * subscription is closed.
     */
    Subscription listen(String hostId, Listener listener);

    @FunctionalInterface
    interface Listener {
        /** The views changed: {@code hostId} is the host (null: the lab's drawer), {@code version} the new version. */
        void changed(String hostId, String version);
    }

    interface Subscription extends AutoCloseable {
        @Override
        void close();
    }
}
