package dev.linkledger.inventory.axon;

import org.axonframework.eventhandling.EventMessage;

/**
 * A {@link ProjectionHandler} whose processor is split into segments, so service instances share
 * its work (each claims segments through the token store; a segment whose owner dies is claimed by
 * another). Events with the same sequence identifier are handled in order, by one segment.
 */
public interface SegmentedHandler extends ProjectionHandler {
    /** How many segments the processor starts with (when its tokens are first created). */
    int segments();

    /** Events that must be handled in order share an identifier (null: the event's own id). */
    Object sequenceOf(EventMessage<?> event);

    /** How long one batch's transaction may run before it is rolled back. */
    java.time.Duration batchTimeout();
}
