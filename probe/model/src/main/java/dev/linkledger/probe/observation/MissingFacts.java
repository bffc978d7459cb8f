package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.CapabilitySource;

import java.util.ArrayList;
import java.util.List;

/**
 * What is not known of a device and what to paste or run to learn it: the one wording the import's
 * "unplaced" note, the topology view and the page show for a device without a port path.
 */
public final class MissingFacts {
    public static final String PORT_PATH = "port path: paste lsusb -t or usb-devices of the same boot";

    private MissingFacts() {
    }

    /** Nothing for a placed device with its speed known; else one line per missing fact, the port path first. */
    public static List<String> of(ObservedDevice d) {
        List<String> missing = new ArrayList<>();
        if (!d.placed()) missing.add(PORT_PATH);
        if (d.speedMbps() == null) missing.add("negotiated speed: paste lsusb -t, or an lsusb -v that prints \"Negotiated speed\"");
        boolean capabilityKnown = d.capability() != null && d.capability().source() != CapabilitySource.UNKNOWN;
        if (!capabilityKnown && d.vendorId() != null && d.productId() != null)
            missing.add("what it can do: lsusb -v -d " + d.vendorId() + ":" + d.productId() + " shows its BOS");
        return missing;
    }
}
