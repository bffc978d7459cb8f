package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;

/**
 * Derived: a device on a root port that has no SuperSpeed {@code peer} while other ports of the
 * same root hub have one. The kernel pairs the USB 2.0 and SuperSpeed halves of each physical
 * connector; a port left unpaired is wired for USB 2.0 only (a front-panel header, an internal port).
 */
public record Usb2OnlyConnector(DeviceFact device, PortFact port) {
}
