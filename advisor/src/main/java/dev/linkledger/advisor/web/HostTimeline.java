package dev.linkledger.advisor.web;

import dev.linkledger.inventory.query.EventHistory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Instant;
import java.util.List;

/** The instants at which a host's stored events happened: the stops of the page's time slider. */
@ApplicationScoped
public class HostTimeline {
    @Inject
    EventHistory history;

    public List<Instant> stops(String hostId) {
        return history.messages(hostId).stream().map(EventHistory::happenedAt).distinct().sorted().toList();
    }
}
