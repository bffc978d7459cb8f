package dev.linkledger.inventory.axon;

/**
 * Marks a CDI bean whose {@code @EventHandler} methods feed a read model. Each such bean names
 * its processing group with {@code @ProcessingGroup}; every group gets a pooled streaming
 * processor with its own token, and several beans may share one group, which then reads the
 * stream once for all of them and is rebuilt as a whole. Views written in the write's own transaction are {@link InlineProjection}s.
 */
public interface ProjectionHandler {
}
