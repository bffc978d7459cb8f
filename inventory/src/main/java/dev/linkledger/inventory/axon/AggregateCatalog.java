package dev.linkledger.inventory.axon;

import java.util.List;

/** A module's event-sourced aggregates; Axon is configured with those of every module. */
public interface AggregateCatalog {
    List<Class<?>> aggregates();
}
