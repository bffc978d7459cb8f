package dev.linkledger.advisor.facts;

import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.RootHubFact;

import java.util.ArrayList;
import java.util.List;

/** Everything the rules see about one host, each fact carrying the events that established it. */
public record HostFacts(String hostId, List<ControllerFact> controllers, List<RootHubFact> rootHubs,
                        List<DeviceFact> devices) {

    public List<Object> all() {
        List<Object> facts = new ArrayList<>(controllers);
        facts.addAll(rootHubs);
        facts.addAll(devices);
        return facts;
    }
}
