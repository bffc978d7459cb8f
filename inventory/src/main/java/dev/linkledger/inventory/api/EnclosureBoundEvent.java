package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/** Observations of a USB device with this vid:pid and serial are this enclosure. */
@Revision("1")
public record EnclosureBoundEvent(String enclosureId, UsbIdentity usb) {
}
