package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.EnclosureBoundEvent;
import dev.linkledger.inventory.api.EnclosureRegisteredEvent;
import dev.linkledger.inventory.axon.InlineProjection;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.messaging.annotation.MessageIdentifier;

import java.time.Instant;

/** Keeps each enclosure's record and the USB identity it is bound to. */
@Singleton
@ProcessingGroup(EnclosureProjection.GROUP)
public class EnclosureProjection implements InlineProjection {
    public static final String GROUP = InlineProjection.LAB_VIEWS;

    @EventHandler
    void on(EnclosureRegisteredEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        EnclosureEntity x = new EnclosureEntity();
        x.enclosureId = e.enclosureId();
        x.label = e.label();
        x.bridge = e.bridge();
        x.bridgeVidPid = e.bridgeVidPid();
        x.bridgeName = e.bridgeName();
        x.bridgeUpstream = e.bridgeUpstream();
        x.mediumKind = e.medium().kind();
        x.pcieGeneration = e.medium().pcieGeneration();
        x.pcieLanes = e.medium().pcieLanes();
        x.sdClass = e.medium().sdClass();
        x.ratedMediumMBps = e.ratedMediumMBps();
        x.registeredEvent = eventId;
        x.registeredAt = at;
        x.persist();
    }

    @EventHandler
    void on(EnclosureBoundEvent e) {
        EnclosureEntity x = EnclosureEntity.findById(e.enclosureId());
        x.usbVendorId = e.usb().vendorId();
        x.usbProductId = e.usb().productId();
        x.usbSerial = e.usb().serial();
    }

    @ResetHandler
    void reset() {
        EnclosureEntity.deleteAll();
    }
}
