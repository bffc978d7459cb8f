package dev.linkledger.inventory.api;

/** How an enclosure shows up on USB: its bridge's vid:pid and serial (the bridge's, not the drive's). */
public record UsbIdentity(String vendorId, String productId, String serial) {
}
