package dev.linkledger.advisor.plan;

import dev.linkledger.inventory.axon.AggregateCatalog;
import jakarta.inject.Singleton;

import java.util.List;

/** Registers {@link PurchasePlan} with Axon. */
@Singleton
public class PlanAggregates implements AggregateCatalog {
    @Override
    public List<Class<?>> aggregates() {
        return List.of(PurchasePlan.class);
    }
}
