package dev.linkledger.inventory.axon;

import java.util.List;
import java.util.Set;

/** A module's event-sourced aggregates; Axon is configured with those of every module. */
public interface AggregateCatalog {
    List<Class<?>> aggregates();

    /**
     * Those of {@link #aggregates()} whose history grows without bound (a host's years of hotplug
     * events): Axon stores a snapshot of them every so many events, so loading one after a restart
     * reads the snapshot and the events since. Their state must be Jackson-serialisable.
     */
    default Set<Class<?>> snapshotted() {
        return Set.of();
    }
}
