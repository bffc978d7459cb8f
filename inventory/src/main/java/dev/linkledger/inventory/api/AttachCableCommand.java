package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** The cable now joins a host's connector to a device ({@code devicePath} when already known). */
public record AttachCableCommand(@TargetAggregateIdentifier String cableId, Connector connector, String devicePath) {
}
