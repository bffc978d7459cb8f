package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.DeviceFact;

/** Derived: a cable with a known limit carries a device that can do more, and the link sits at that limit. */
public record LimitingCable(CableFact cable, DeviceFact device) {
}
