package dev.linkledger.rules.facts;

import java.util.List;

/** A root hub (one bus): its speed is the controller's capability on that bus, not a link. */
public record RootHubFact(String hostId, int bus, double speedMbps, String controllerId, String driver,
                          Integer portCount, List<EventRef> events) {
}
