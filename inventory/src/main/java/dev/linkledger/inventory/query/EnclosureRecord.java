package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.MediumInterface;

import java.time.Instant;

/** A registered enclosure or reader as its events left it, read-only. */
public record EnclosureRecord(String enclosureId, String label, String bridge, String bridgeVidPid, String bridgeName,
                              String bridgeUpstream, MediumInterface mediumKind, Integer pcieGeneration,
                              Integer pcieLanes, String sdClass, Integer ratedMediumMBps, String usbVendorId,
                              String usbProductId, String usbSerial, String registeredEvent, Instant registeredAt) {
    static EnclosureRecord of(EnclosureEntity e) {
        return new EnclosureRecord(e.enclosureId, e.label, e.bridge, e.bridgeVidPid, e.bridgeName, e.bridgeUpstream,
                e.mediumKind, e.pcieGeneration, e.pcieLanes, e.sdClass, e.ratedMediumMBps, e.usbVendorId,
                e.usbProductId, e.usbSerial, e.registeredEvent, e.registeredAt);
    }
}
