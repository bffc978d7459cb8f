package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
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

    public static Finding finding(Map<String, Object> metadata, DeviceFact d) {
        return FindingBuilder.of(metadata)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) is a USB-C Billboard: an alternate mode failed to enter".formatted(Links.name(d), d.path()),
                        "A Billboard device (class 0x11) appears when a USB-C partner wanted an alternate mode (DisplayPort, "
                                + "Thunderbolt) that the port, the cable or the host did not give it; its descriptors say which.",
                        "Use a full-featured USB-C cable and a port that supports the mode (check the port's DisplayPort/"
                                + "Thunderbolt marking); run lsusb -v on " + d.vendorId() + ":" + d.productId() + " for the modes it lists.")
                .data("deviceClass", "11")
                .evidence("device " + d.path() + " has class 0x11 (Billboard)", d.events())
                .build();
    }
}
