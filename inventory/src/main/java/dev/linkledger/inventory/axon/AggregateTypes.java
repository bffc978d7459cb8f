package dev.linkledger.inventory.axon;

import jakarta.inject.Singleton;

import java.util.List;
import java.util.Set;

/** The event-sourced aggregates of the inventory. */
@Singleton
public class AggregateTypes implements AggregateCatalog {
    @Override
    public List<Class<?>> aggregates() {
        return List.of(dev.linkledger.inventory.command.Host.class, dev.linkledger.inventory.command.Cable.class,
                dev.linkledger.inventory.command.Enclosure.class, dev.linkledger.inventory.command.RecordedMeasurement.class,
                dev.linkledger.inventory.command.AccessToken.class);
    }

    @Override
    public Set<Class<?>> snapshotted() {
        return Set.of(dev.linkledger.inventory.command.Host.class);
    }
}
