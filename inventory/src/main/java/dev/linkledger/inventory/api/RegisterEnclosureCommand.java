package dev.linkledger.inventory.api;

import org.axonframework.modelling.command.TargetAggregateIdentifier;

/** Put an enclosure on record; {@code usb} (optional) binds it to the USB device it appears as. */
public record RegisterEnclosureCommand(@TargetAggregateIdentifier String enclosureId, String label, String bridge,
                                       Medium medium, Integer ratedMediumMBps, UsbIdentity usb) {
}
