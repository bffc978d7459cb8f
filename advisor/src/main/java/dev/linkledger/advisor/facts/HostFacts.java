package dev.linkledger.advisor.facts;

import java.util.ArrayList;
import java.util.List;

/** Everything the rules see about one host, each fact carrying the events that established it. */
public record HostFacts(String hostId, List<?>... groups) {

    public List<Object> all() {
        List<Object> facts = new ArrayList<>();
        for (List<?> group : groups) facts.addAll(group);
        return facts;
    }
}
