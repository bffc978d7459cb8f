package dev.linkledger.probe.observation;

/**
 * A downstream port of a hub, named as the kernel names it: {@code usb3-port2} on a root hub,
 * {@code 3-1-port4} on an external hub.
 *
 * @param hubPath the hub the port belongs to: {@code usb3} for a root hub, a device path otherwise
 * @param peer    the companion port of the same physical connector (USB 2.0 half &lt;-&gt; SuperSpeed half)
 */
public record ObservedPort(String id, int bus, String hubPath, int number, String peer, String connectType,
                           String location, String connector, Integer overCurrentCount, String state) {
}
