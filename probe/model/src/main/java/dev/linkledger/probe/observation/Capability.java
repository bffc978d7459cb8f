package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.CapabilitySource;

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

    public static Capability unknown() {
        return new Capability(null, null, CapabilitySource.UNKNOWN);
    }
}
