package dev.linkledger.advisor.web.live;

import dev.linkledger.inventory.axon.InlineProjection;
import dev.linkledger.inventory.query.HostViewsChanged;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * Tells {@link ViewWatch} to look once a write's views have committed (never before: a page told
 * earlier would fetch the old views). Two commits reach it: a host's topology and evaluation
 * ({@link HostViewsChanged}, fired by the inline host views after the write's commit), and the views
 * of one aggregate each ({@link InlineProjection#LAB_VIEWS}: cables, measurements, enclosures,
 * findings, also when a streaming processor's evaluation issues them), whose subscribing processor
 * runs this handler in the publishing unit of work: once per unit of work it asks to be told after
 * the commit. It writes nothing.
 */
@Singleton
@ProcessingGroup(InlineProjection.LAB_VIEWS)
public class ReadModelsCommitted implements InlineProjection {
    private static final String REGISTERED = ReadModelsCommitted.class.getName();

    @Inject
    ViewWatch watch;

    void hostViews(@Observes HostViewsChanged changed) {
        watch.lookSoon();
    }

    /** Takes the message, not its payload: a replay's pass hands it every stored event, and none needs deserializing here. */
    @EventHandler
    void on(EventMessage<?> event) {
        // A replay's rebuild runs outside a unit of work: its pages are told by the watch's interval.
        if (!CurrentUnitOfWork.isStarted()) return;
        UnitOfWork<?> root = CurrentUnitOfWork.get().root();
        if (root.resources().putIfAbsent(REGISTERED, Boolean.TRUE) == null) root.afterCommit(u -> watch.lookSoon());
    }
}
