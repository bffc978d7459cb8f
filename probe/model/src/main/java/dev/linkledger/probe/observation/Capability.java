package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;

/**
 * What a device can do, and which evidence decided it.
 *
 * @param maxSpeedMbps highest total signalling rate (lane rate x lanes), null when unknown
 * @param lanes        lanes the device supports, when the evidence says
 * @param source       which evidence decided; written as {@code bos}, {@code catalog}, {@code bcdUSB}, ...
 */
public record Capability(Integer maxSpeedMbps, Integer lanes, CapabilitySource source) {
    public Capability {
        if (source == null) source = CapabilitySource.UNKNOWN;
    }

    /** From the wire name of the source ({@code "bos"}), as stored rows and older callers carry it. */
    public Capability(Integer maxSpeedMbps, Integer lanes, String source) {
        this(maxSpeedMbps, lanes, CapabilitySource.fromWire(source));
    }

    /**
     * What a BOS descriptor says, read from sysfs' binary descriptor or lsusb -v's text alike: the
     * best SuperSpeedPlus sublink (rate times lanes) when it is at least 5 Gb/s, else 5 Gb/s for a
     * SuperSpeed USB Device Capability, else High-Speed (a BOS with neither, e.g. USB 2.0 LPM).
     *
     * @param bestMbps the best sublink's total rate, null when there is no SuperSpeedPlus capability
     */
    public static Capability fromBos(Integer bestMbps, Integer lanes, boolean superSpeed) {
        if (UsbSpeed.superSpeed(bestMbps)) return new Capability(bestMbps, lanes, CapabilitySource.BOS);
        if (superSpeed) return new Capability(UsbSpeed.SUPER_SPEED_MBPS, 1, CapabilitySource.BOS);
        return new Capability(UsbSpeed.HIGH_SPEED_MBPS, null, CapabilitySource.BOS);
    }

    public static Capability unknown() {
        return new Capability(null, null, CapabilitySource.UNKNOWN);
    }
}
