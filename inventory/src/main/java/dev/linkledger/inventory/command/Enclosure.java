package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.BindEnclosureCommand;
import dev.linkledger.inventory.api.EnclosureBoundEvent;
import dev.linkledger.inventory.api.EnclosureRegisteredEvent;
import dev.linkledger.inventory.api.RegisterEnclosureCommand;
import dev.linkledger.inventory.api.UsbIdentity;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;

import java.util.Objects;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/** A drive enclosure: its bridge, its medium, and the USB identity observations know it by. */
public class Enclosure {
    @AggregateIdentifier
    private String enclosureId;
    private UsbIdentity usb;

    protected Enclosure() {
        // Axon sources the aggregate from its events.
    }

    /** Registration and binding in one command so a half-valid request records nothing. */
    @CommandHandler
    public Enclosure(RegisterEnclosureCommand c) {
        EnclosureRegisteredEvent registered = EnclosureRegistration.validated(c);
        UsbIdentity identity = c.usb() == null ? null : EnclosureRegistration.validated(c.usb());
        apply(registered);
        if (identity != null) apply(new EnclosureBoundEvent(c.enclosureId(), identity));
    }

    @CommandHandler
    public boolean handle(BindEnclosureCommand c) {
        UsbIdentity identity = EnclosureRegistration.validated(c.usb());
        if (Objects.equals(identity, usb)) return false;
        apply(new EnclosureBoundEvent(enclosureId, identity));
        return true;
    }

    @EventSourcingHandler
    void on(EnclosureRegisteredEvent e) {
        enclosureId = e.enclosureId();
    }

    @EventSourcingHandler
    void on(EnclosureBoundEvent e) {
        usb = e.usb();
    }
}
