package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Put a cable from the drawer on record, with what is printed on it. */
public record RegisterCableCommand(@TargetAggregateIdentifier String cableId, String label, String connectors,
                                   Integer lengthCm, String rating, String notes) {
}
