package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;

/** Derived: a registered enclosure is the connected device with its vid:pid and serial. */
public record EnclosureInUse(EnclosureFact enclosure, DeviceFact device) {
}
