package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;

/**
 * What a Linux root hub's own descriptor says about its bus. The kernel (drivers/usb/core/hcd.c)
 * gives each root hub a fixed bcdUSB per host controller generation: 1.10 for a USB 1.1
 * controller, 2.00 for USB 2.0, 3.00 for SuperSpeed, 3.10 for SuperSpeedPlus, 3.20 for
 * SuperSpeedPlus Gen 2x2; sysfs then writes the bus's speed as 12, 480, 5000, 10000 or 20000.
 * A root hub's BOS, where lsusb could read it, is the better evidence.
 */
final class RootHubs {
    private static final UsbVersion USB_1_10 = new UsbVersion(0x0110);
    private static final UsbVersion USB_3_10 = new UsbVersion(0x0310);
    private static final UsbVersion USB_3_20 = new UsbVersion(0x0320);

    private RootHubs() {
    }

    /** The bus speed the kernel reports for a root hub with this bcdUSB; null when unknown. */
    static UsbSpeed speed(UsbVersion bcdUsb) {
        if (bcdUsb == null) return null;
        if (bcdUsb.atLeast(USB_3_20)) return UsbSpeed.ofMbps(UsbSpeed.SUPER_SPEED_PLUS_2X2_MBPS);
        if (bcdUsb.atLeast(USB_3_10)) return UsbSpeed.ofMbps(UsbSpeed.SUPER_SPEED_PLUS_MBPS);
        if (bcdUsb.atLeast(UsbVersion.USB_3_00)) return UsbSpeed.ofMbps(UsbSpeed.SUPER_SPEED_MBPS);
        if (bcdUsb.atLeast(UsbVersion.USB_2_00)) return UsbSpeed.ofMbps(UsbSpeed.HIGH_SPEED_MBPS);
        if (bcdUsb.atLeast(USB_1_10)) return UsbSpeed.ofMbps(UsbSpeed.FULL_SPEED_MBPS);
        return null;
    }
}
