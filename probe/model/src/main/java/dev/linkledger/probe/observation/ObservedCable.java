package dev.linkledger.probe.observation;

/**
 * A Type-C cable's declared identity decoded from its e-marker: what the cable says it is, kept
 * apart from what a link through it proves.
 *
 * @param kind          {@code passive} or {@code active}
 * @param usbSpeed      highest USB signalling it declares: {@code usb2}, {@code gen1}, {@code gen2}, {@code usb4-gen3}, {@code usb4-gen4}
 * @param maxSpeedMbps  that speed in Mb/s per the declaration (480, 5000, 10000, 40000, 80000)
 * @param currentMa     VBUS current rating (3000 or 5000)
 * @param maxVoltageV   max VBUS voltage (20, 30, 40, 50)
 */
public record ObservedCable(String kind, String usbSpeed, Integer maxSpeedMbps, Integer currentMa,
                            Integer maxVoltageV, String plugType, TypecIdentity identity) {
}
