package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

/**
 * An enclosure was put on record. {@code bridge} as the person wrote it; {@code bridgeVidPid},
 * {@code bridgeName} and {@code bridgeUpstream} from the device catalog when it knows the chip.
 */
@Revision("1")
public record EnclosureRegisteredEvent(String enclosureId, String label, String bridge, String bridgeVidPid,
                                       String bridgeName, String bridgeUpstream, Medium medium,
                                       Integer ratedMediumMBps) {
}
