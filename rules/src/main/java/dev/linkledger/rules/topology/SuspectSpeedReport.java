package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.DeviceFact;

/**
 * Derived: a speed and lane count the hardware cannot produce (5000M/x2, 20000M on one lane,
 * a USB 2.0 speed on two lanes), known from firmware misreports (usbutils PR #117). Not a downgrade.
 */
public record SuspectSpeedReport(DeviceFact device) {

    public static boolean suspect(DeviceFact d) {
        int lanes = Math.max(1, d.lanes());
        if (d.negotiatedMbps() == UsbSpeed.SUPER_SPEED_MBPS && lanes >= 2) return true;
        if (d.negotiatedMbps() == UsbSpeed.SUPER_SPEED_PLUS_2X2_MBPS && lanes < 2) return true;
        return d.linkUsb2OrSlower() && lanes >= 2;
    }
}
