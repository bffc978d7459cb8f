package dev.linkledger.inventory.query;

import dev.linkledger.inventory.command.HostTopology;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.DomainEventMessage;

import java.time.Instant;
import java.util.Optional;

/**
 * Time travel: a host's topology as it was at an instant, folded by {@link HostTopology} (the fold
 * the aggregate and the live views use) from its events observed up to then.
 */
@ApplicationScoped
public class TopologyAt {
    @Inject
    EventHistory history;

    public Optional<TopologyView> at(String hostId, Instant at) {
        HostTopology fold = new HostTopology();
        for (DomainEventMessage<?> m : history.messages(hostId))
            if (!EventHistory.happenedAt(m).isAfter(at))
                fold.apply(m.getPayload(), HostTopology.Stamp.of(m.getIdentifier(), m.getPayload(), m.getTimestamp()));
        return fold.isEmpty() ? Optional.empty() : Optional.of(TopologyViews.of(fold));
    }
}
