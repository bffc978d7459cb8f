package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.EventRef;

import java.util.List;

/** Derived: the fastest a port links, in Mb/s, how that is known, and the events that show it. */
public record PortCeiling(String hostId, String portId, double mbps, PortCeilingBasis basis, String reason,
                          List<EventRef> events) {
}
