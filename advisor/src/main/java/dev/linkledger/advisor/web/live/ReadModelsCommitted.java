package dev.linkledger.advisor.web.live;

import dev.linkledger.inventory.axon.ProcessorGroups;
import dev.linkledger.inventory.axon.ProjectionHandler;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * The signal main has after a write's views commit: every view a page shows (topology, cables,
 * measurements, enclosures, findings) is written by the one {@link ProcessorGroups#READ_MODELS}
 * processor, and this handler rides in it. Once per batch it asks the unit of work to tell
 * {@link ViewWatch} after the commit (never before: a page told earlier would fetch the old views),
 * and the watch looks at the watched hosts at once. It writes nothing, so its reset handler has
 * nothing to undo (the group rebuilds as a whole and needs one on every handler).
 */
@Singleton
@ProcessingGroup(ProcessorGroups.READ_MODELS)
public class ReadModelsCommitted implements ProjectionHandler {
    private static final String REGISTERED = ReadModelsCommitted.class.getName();

    @Inject
    ViewWatch watch;

    @EventHandler
    void on(Object event) {
        if (!CurrentUnitOfWork.isStarted()) {
            watch.lookSoon();
            return;
        }
        UnitOfWork<?> root = CurrentUnitOfWork.get().root();
        if (root.resources().putIfAbsent(REGISTERED, Boolean.TRUE) == null) root.afterCommit(u -> watch.lookSoon());
    }

    @ResetHandler
    void reset() {
        // Nothing of its own: a rebuild's batches are told as they commit, like any other.
    }
}
