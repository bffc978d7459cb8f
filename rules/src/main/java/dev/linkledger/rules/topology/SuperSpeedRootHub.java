package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.RootHubFact;

/** Derived: a controller's root hub at 5000M or more, the SuperSpeed half of its ports. */
public record SuperSpeedRootHub(ControllerFact controller, RootHubFact rootHub) {
}
