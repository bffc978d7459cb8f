package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;

/** Derived: {@code device} hangs below {@code hub}, a hub that can only do USB 2.0 and links at 480M or less. */
public record CappedByUsb2Hub(DeviceFact hub, DeviceFact device) {
}
