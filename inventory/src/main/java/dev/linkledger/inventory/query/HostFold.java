package dev.linkledger.inventory.query;

import dev.linkledger.inventory.command.HostChangeLog;
import dev.linkledger.inventory.command.HostTopology;
import org.axonframework.eventhandling.DomainEventMessage;

/**
 * One host's stored events folded into the state its rows show, with every row change since its
 * first event: what a rebuild writes ({@link HostCatchUp#store}). The catch-up processor feeds it the
 * host's stream read by aggregate; a replay feeds it the same events from its one pass over the
 * store, so both write the same rows.
 */
final class HostFold {
    private final HostTopology state = new HostTopology();
    private final HostChangeLog all = new HostChangeLog();
    private long last = -1;

    HostFold() {
        state.recordInto(all);
    }

    /** Folds the host's next event; one already folded is skipped (a write's unit of work may hand its staged events again). */
    void apply(DomainEventMessage<?> m) {
        if (m.getSequenceNumber() <= last) return;
        Object payload = m.getPayload();
        state.apply(payload, HostTopology.Stamp.of(m.getIdentifier(), payload, m.getTimestamp()));
        last = m.getSequenceNumber();
    }

    /** The host sequence folded through (-1: nothing yet). */
    long last() {
        return last;
    }

    HostTopology state() {
        return state;
    }

    HostChangeLog changes() {
        return all;
    }
}
