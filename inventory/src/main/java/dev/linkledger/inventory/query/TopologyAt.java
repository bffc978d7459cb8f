package dev.linkledger.inventory.query;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.DomainEventMessage;

import java.time.Instant;
import java.util.Optional;

/** Time travel: a host's topology as it was at an instant, folded from its events up to then. */
@ApplicationScoped
public class TopologyAt {
    @Inject
    EventHistory history;

    public Optional<TopologyView> at(String hostId, Instant at) {
        TopologyFold fold = new TopologyFold();
        for (DomainEventMessage<?> m : history.messages(hostId))
            if (!EventHistory.happenedAt(m).isAfter(at)) fold.apply(m.getPayload());
        return fold.isEmpty() ? Optional.empty() : Optional.of(fold.view());
    }
}
