package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/** The cable left service (binned, given away); it cannot be attached again. */
@Revision("1")
public record CableRetiredEvent(String cableId, String reason) {
}
