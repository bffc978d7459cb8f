package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/**
 * A cable was put on record. {@code rating} is what is printed on it, as written;
 * {@code ratedMode} is that text read as a link mode ({@code GEN1}, {@code USB4_80}) or
 * {@code ambiguous} / {@code unknown} when the text does not fix one.
 */
@Revision("1")
public record CableRegisteredEvent(String cableId, String label, String connectors, Integer lengthCm,
                                   String rating, String ratedMode, String notes) {
}
