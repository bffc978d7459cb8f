package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.UsbIds;
import dev.linkledger.rules.facts.DeviceFact;

/** Wording shared by findings: kernel-style speeds and device names. */
public final class Speeds {
    private Speeds() {
    }

    /** {@code 480} → {@code 480M}, {@code 1.5} → {@code 1.5M}, as lsusb -t writes them. */
    public static String kernel(double mbps) {
        return number(mbps) + "M";
    }

    /** {@code 10000} → {@code 10 Gb/s}, {@code 480} → {@code 480 Mb/s}. */
    public static String rate(double mbps) {
        return mbps >= 1000 ? number(mbps / 1000) + " Gb/s" : number(mbps) + " Mb/s";
    }

    /** A whole number as Integer, else the Double: for finding data that serialises cleanly. */
    public static Number number(double value) {
        return value == Math.rint(value) && Math.abs(value) < Integer.MAX_VALUE ? (Number) (int) value : (Number) value;
    }

    /** The product string, else the catalog name, else the system's usb.ids name, else vid:pid. */
    public static String deviceName(DeviceFact device, String catalogName) {
        if (device.product() != null && !device.product().isBlank()) return device.product().trim();
        if (catalogName != null) return catalogName;
        String known = UsbIds.system().name(device.vendorId(), device.productId());
        if (known != null) return known;
        if (device.vendorId() != null && device.productId() != null)
            return "Device " + device.vendorId() + ":" + device.productId();
        return "Device";
    }
}
