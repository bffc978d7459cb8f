package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.UsbSpeed;

/**
 * A bus is one root hub. Its speed is what the controller offers on it, not a negotiated link.
 *
 * @param ports      the root hub's port count ({@code maxchild}, or lsusb's "/4p")
 * @param controller the {@link ObservedController#id()} it belongs to, null when unknown
 */
public record ObservedBus(int bus, UsbSpeed speedMbps, Integer lanes, Integer ports, String driver, String controller) {
}
