package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;

import java.util.Map;

/** Builds the {@code BILLBOARD_DEVICE} finding for {@code devices.drl}; no I/O. */
public final class BillboardDevice {
    private BillboardDevice() {
    }

    /** bDeviceClass 0x11, written as sysfs does ({@code 11}) or with a prefix. */
    public static boolean billboard(String deviceClass) {
        if (deviceClass == null) return false;
        String c = deviceClass.trim().toLowerCase();
        return c.equals("11") || c.equals("0x11");
    }

    /**
     * The presence of a Billboard, not a failure: the Billboard Device Class specification 1.2 has it
     * report each alternate mode's state in {@code bmConfigured} (lsusb -v: "Alternate Mode 0 :
     * Alternate Mode configuration successful" or "… unsuccessful"), and a hub or dock may keep its
     * Billboard after the mode entered (corpus 149: a VIA VL817 enclosure's, "configuration
     * successful"). So it is information that names where to read the state, until the evidence
     * carries it.
     */
    public static Finding finding(Map<String, Object> metadata, DeviceFact d) {
        String ids = d.vendorId() + ":" + d.productId();
        return FindingBuilder.of(metadata)
                .confidence(Confidence.POSSIBLE)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) is a USB-C Billboard: an alternate mode may have failed to enter".formatted(Links.name(d), d.path()),
                        "A Billboard device (class 0x11) is how a USB-C partner reports its alternate modes (DisplayPort, "
                                + "Thunderbolt). It must appear when a mode the partner wanted was not given by the port, the "
                                + "cable or the host; but it may also stay after the mode entered, and many hubs and docks keep "
                                + "theirs, so its presence alone does not say which.",
                        "If a display or dock function on this USB-C connection does not work, use a full-featured USB-C "
                                + "cable and a port that supports the mode (its DisplayPort/Thunderbolt marking).")
                .toConfirm("`lsusb -v -d " + ids + "`: its Billboard Capability lists each alternate mode as 'configuration "
                        + "successful' or 'unsuccessful'")
                .data("deviceClass", "11")
                .evidence("device " + d.path() + " has class 0x11 (Billboard)", d.events())
                .build();
    }
}
