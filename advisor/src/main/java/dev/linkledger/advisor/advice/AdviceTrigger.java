package dev.linkledger.advisor.advice;

import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.axon.ProjectionHandler;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.messaging.annotation.MessageIdentifier;

/**
 * A tracking processor over every host event: each marks its host for re-evaluation. The
 * evaluation itself runs on {@link AdviceEvaluations}' worker so a burst of events from one
 * observation costs one evaluation, and a slow rule base never holds up the projections.
 */
@Singleton
@ProcessingGroup(AdviceTrigger.GROUP)
public class AdviceTrigger implements ProjectionHandler {
    public static final String GROUP = "advice-evaluation";

    @Inject
    AdviceEvaluations evaluations;

    @EventHandler
    void on(HostEvent event, @MessageIdentifier String eventId, TrackingToken token) {
        long position = token == null ? -1 : token.position().orElse(-1);
        evaluations.request(event.hostId(), new AdviceEvaluations.Trigger(position, eventId,
                event.getClass().getSimpleName()));
    }
}
