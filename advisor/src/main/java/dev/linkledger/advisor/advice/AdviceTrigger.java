package dev.linkledger.advisor.advice;

import dev.linkledger.inventory.api.EventHosts;
import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.CableIdentityDeclaredEvent;
import dev.linkledger.inventory.api.CableVerdictReachedEvent;
import dev.linkledger.inventory.api.EnclosureBoundEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.axon.SegmentedHandler;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventMessage;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;

/**
 * The evaluation processor, for what the write that appended an event did not evaluate: a cable
 * plugged in, pulled, judged or declared on a host, a verdict reached elsewhere for a cable plugged
 * in here, an enclosure bound to a device a host has (these span hosts), and a host's own events
 * whose evaluation in their write fell behind (its {@code host_state.advice_through} short of
 * them). Each host once per batch ({@link EvaluationBatch}); a host's events the write evaluated are
 * passed over.
 * Its token is "evaluated up to": the findings an evaluation records commit with it, so a restart,
 * a crash or another instance taking the segment over resumes exactly there. A host's events go to
 * one segment, so two instances never evaluate one host at once. The advice events it records
 * (findings issued and resolved) are none of these, so they do not trigger it again.
 */
@Singleton
@ProcessingGroup(AdviceTrigger.GROUP)
public class AdviceTrigger implements SegmentedHandler {
    public static final String GROUP = "advice-evaluation";

    @Inject
    AdviceEvaluations evaluations;
    @ConfigProperty(name = "linkledger.evaluation.segments", defaultValue = "4")
    int segments;

    @EventHandler(payloadType = HostEvent.class)
    void onHostEvent(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    @EventHandler(payloadType = PortCapabilityMeasuredEvent.class)
    void onPortMeasured(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    @EventHandler(payloadType = CableAttachedEvent.class)
    void onCableAttached(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    @EventHandler(payloadType = CableDetachedEvent.class)
    void onCableDetached(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    /** A verdict is judged from a link on the host the cable is attached to. */
    @EventHandler(payloadType = CableCapabilityMeasuredEvent.class)
    void onCableVerdict(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    /**
     * A verdict recomputed after a test elsewhere (the cable proven on another host, another cable
     * through the same connector) changes what the rules see where the cable is plugged now.
     */
    @EventHandler(payloadType = CableVerdictReachedEvent.class)
    void onVerdictReached(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    @EventHandler(payloadType = CableIdentityDeclaredEvent.class)
    void onCableDeclared(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    /** Every host with a device of the bound vid:pid: the serial is checked by the rules. */
    @EventHandler(payloadType = EnclosureBoundEvent.class)
    void onEnclosureBound(EventMessage<?> message) throws java.sql.SQLException {
        evaluations.evaluateDue(message);
    }

    @Override
    public int segments() {
        return segments;
    }

    @Override
    public Object sequenceOf(EventMessage<?> event) {
        return EventHosts.sequenceOf(event);
    }

    /** Up to 200 hosts' evaluations; generous for a loaded machine. */
    @Override
    public Duration batchTimeout() {
        return Duration.ofMinutes(5);
    }
}
