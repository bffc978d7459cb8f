package dev.linkledger.inventory.axon;

/**
 * Marks a CDI bean whose {@code @EventHandler} methods write a view in the transaction that appends
 * the events (Marten's "inline" lifecycle): its processing group is a subscribing processor, which
 * Axon runs in the publishing unit of work, so the write's answer already holds the view. Other
 * read models are {@link ProjectionHandler}s on streaming processors.
 */
public interface InlineProjection {
    /**
     * The subscribing processor of the views of one aggregate each (cables, enclosures, measurements,
     * tokens, findings): Hibernate entities flushed with the events at commit, so a fault in them fails
     * the command that caused it, nothing half-written. Host views have their own ({@code host-views}).
     */
    String LAB_VIEWS = "lab-views";
}
