package dev.linkledger.advisor.advice;

import dev.linkledger.inventory.axon.AggregateCatalog;
import jakarta.inject.Singleton;

import java.util.List;

/** The advisor's event-sourced aggregates. */
@Singleton
public class AdviceAggregates implements AggregateCatalog {
    @Override
    public List<Class<?>> aggregates() {
        return List.of(HostAdvice.class);
    }
}
