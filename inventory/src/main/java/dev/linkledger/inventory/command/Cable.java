package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.api.AttachCableCommand;
import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.CableIdentityDeclaredEvent;
import dev.linkledger.inventory.api.CableRegisteredEvent;
import dev.linkledger.inventory.api.CableRetiredEvent;
import dev.linkledger.inventory.api.CableVerdictReachedEvent;
import dev.linkledger.inventory.api.Connector;
import dev.linkledger.inventory.api.DeclareCableIdentityCommand;
import dev.linkledger.inventory.api.DetachCableCommand;
import dev.linkledger.inventory.api.RecordCableMeasurementCommand;
import dev.linkledger.inventory.api.RecordCableVerdictCommand;
import dev.linkledger.inventory.api.RegisterCableCommand;
import dev.linkledger.inventory.api.RetireCableCommand;
import dev.linkledger.probe.observation.ObservedCable;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

import static dev.linkledger.inventory.api.CommandRejectedException.conflict;
import static dev.linkledger.inventory.api.CommandRejectedException.invalid;
import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/**
 * A cable from the drawer: what is printed on it, where it is plugged in, and what links through
 * it proved. Each link event is one test: a second report of it appends nothing; each verdict is
 * recorded once per test it was reached after.
 */
public class Cable {
    @AggregateIdentifier
    private String cableId;
    private Connector attachedTo;
    private boolean retired;
    private ObservedCable declared;
    private final Set<String> judgedLinks = new HashSet<>();
    private final Set<String> verdictsAfter = new HashSet<>();

    protected Cable() {
        // Axon sources the aggregate from its events.
    }

    @CommandHandler
    public Cable(RegisterCableCommand c) {
        apply(CableRegistration.validated(c));
    }

    @CommandHandler
    public boolean handle(AttachCableCommand c) {
        if (retired) throw conflict("cableId", "cable " + cableId + " is retired and cannot be attached");
        if (c.connector() == null || c.connector().portIds().isEmpty()) throw invalid("portId", "a port is required");
        if (c.devicePath() != null && PortPath.problem(c.devicePath()) != null)
            throw invalid("devicePath", PortPath.problem(c.devicePath()));
        if (attachedTo != null) {
            if (attachedTo.equals(c.connector())) return false;
            throw conflict("cableId", "cable " + cableId + " is attached to " + attachedTo.hostId() + " "
                    + attachedTo.portIds() + "; detach it first");
        }
        apply(new CableAttachedEvent(cableId, c.connector(), c.devicePath()));
        return true;
    }

    @CommandHandler
    public boolean handle(DetachCableCommand c) {
        if (attachedTo == null) return false;
        apply(new CableDetachedEvent(cableId, attachedTo));
        return true;
    }

    @CommandHandler
    public boolean handle(RetireCableCommand c) {
        if (retired) return false;
        if (attachedTo != null) apply(new CableDetachedEvent(cableId, attachedTo));
        apply(new CableRetiredEvent(cableId, c.reason()));
        return true;
    }

    @CommandHandler
    public boolean handle(RecordCableMeasurementCommand c) {
        if (judgedLinks.contains(c.evidence().linkEventId())) return false;
        apply(new CableCapabilityMeasuredEvent(cableId, c.verdict(), c.mbps(), Verdicts.test(c.verdict(), c.mbps(),
                c.evidence()), c.evidence()));
        return true;
    }

    @CommandHandler
    public boolean handle(RecordCableVerdictCommand c) {
        if (verdictsAfter.contains(c.judgedAfter())) return false;
        apply(new CableVerdictReachedEvent(cableId, c.provenMbps(), c.limitMbps(), c.limitLinkEventId(), c.suspicions(),
                c.summary(), c.judgedAfter()));
        return true;
    }

    @CommandHandler
    public boolean handle(DeclareCableIdentityCommand c) {
        if (Objects.equals(declared, c.declared())) return false;
        apply(new CableIdentityDeclaredEvent(cableId, c.hostId(), c.typecPort(), c.declared(), c.evidenceEventId()));
        return true;
    }

    @EventSourcingHandler
    void on(CableRegisteredEvent e) {
        cableId = e.cableId();
    }

    @EventSourcingHandler
    void on(CableAttachedEvent e) {
        attachedTo = e.connector();
    }

    @EventSourcingHandler
    void on(CableDetachedEvent e) {
        attachedTo = null;
    }

    @EventSourcingHandler
    void on(CableRetiredEvent e) {
        retired = true;
    }

    @EventSourcingHandler
    void on(CableCapabilityMeasuredEvent e) {
        judgedLinks.add(e.evidence().linkEventId());
    }

    @EventSourcingHandler
    void on(CableVerdictReachedEvent e) {
        verdictsAfter.add(e.judgedAfter());
    }

    @EventSourcingHandler
    void on(CableIdentityDeclaredEvent e) {
        declared = e.declared();
    }
}
