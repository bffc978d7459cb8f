package dev.linkledger.probe.observation;

/**
 * What a device can do, and which evidence decided it.
 *
 * @param maxSpeedMbps highest total signalling rate (lane rate x lanes), null when unknown
 * @param lanes        lanes the device supports, when the evidence says
 * @param source       {@code bos}, {@code catalog}, {@code bcdUSB}, {@code bcdUSB-2.10}, {@code driver:uas}, {@code product-string}, {@code unknown}
 */
public record Capability(Integer maxSpeedMbps, Integer lanes, String source) {
    public static Capability unknown() {
        return new Capability(null, null, "unknown");
    }
}
