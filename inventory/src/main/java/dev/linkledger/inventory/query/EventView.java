package dev.linkledger.inventory.query;

import java.time.Instant;

/**
 * One stored event as history shows it: what happened ({@code type}, {@code payload}), when it
 * was recorded, when it was observed on the host (host events), and who caused it ({@code source}).
 */
public record EventView(String eventId, long sequence, String type, Instant recordedAt, Instant observedAt,
                        String source, Object payload) {
}
