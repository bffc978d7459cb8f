package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;

import java.util.List;

/**
 * Derived: the fastest link the element above a device offers. For a root-port device, the fastest
 * root hub of its controller (a connector's USB 2.0 and SuperSpeed halves are one port); behind a
 * hub, the hub's own link.
 *
 * @param mbps    Mb/s as the kernel writes it
 * @param element the element in words ("bus 4 (10000M root hub)", "hub 1-7 at 480M")
 */
public record UpstreamLink(DeviceFact device, double mbps, String element, List<EventRef> events) {
}
