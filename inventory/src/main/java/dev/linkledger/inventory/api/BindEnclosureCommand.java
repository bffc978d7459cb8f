package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

public record BindEnclosureCommand(@TargetAggregateIdentifier String enclosureId, UsbIdentity usb) {
}
