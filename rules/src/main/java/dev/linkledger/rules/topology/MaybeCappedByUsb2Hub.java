package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;

/**
 * Derived: {@code device} hangs below {@code hub}, a 480M hub of unknown capability with no
 * SuperSpeed twin in the evidence, where the evidence could not show a twin (its controller's
 * SuperSpeed bus is not in the paste). Either the hub is USB 2.0-only and caps the device, or it
 * is the USB 2.0 half of a USB 3 hub and the device fell back itself: the paste cannot tell, so
 * the finding built on it is partial and asks for the rest.
 */
public record MaybeCappedByUsb2Hub(DeviceFact hub, DeviceFact device) {
}
