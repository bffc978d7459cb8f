package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.UsbIdentity;

import java.util.List;

/**
 * An enclosure with its bridge (as written, and as the catalog knows it), its medium, the USB
 * identity it is bound to, and where observations currently see that identity connected.
 * {@code warnings} says what the advisor cannot know about it, e.g. a bridge the catalog lacks.
 */
public record EnclosureView(String id, String label, String bridge, String bridgeVidPid, String bridgeName,
                            String bridgeUpstream, Medium medium, Integer ratedMediumMBps, UsbIdentity usb,
                            List<Sighting> connected, List<String> warnings) {

    public record Medium(String kind, Integer pcieGeneration, Integer pcieLanes, String sdClass) {
    }

    public record Sighting(String hostId, String path, Number speedMbps) {
    }
}
