package dev.linkledger.inventory.axon;

/**
 * Marks a CDI bean whose {@code @EventHandler} methods feed a read model. Each such bean names
 * its processing group with {@code @ProcessingGroup}; every group gets a pooled streaming
 * processor with its own token, so a projection can be rebuilt on its own.
 */
public interface ProjectionHandler {
}
