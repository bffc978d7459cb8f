package dev.linkledger.rules.facts;

import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;

/**
 * A root hub (one bus): its speed is the controller's capability on that bus, not a link.
 *
 * @param speedMbps the kernel's {@code speed} of the root hub; NaN when the evidence does not give it (dmesg)
 */
public record RootHubFact(String hostId, int bus, double speedMbps, String controllerId, String driver,
                          Integer portCount, List<EventRef> events) {

    /** A SuperSpeed root hub (5000M or more); not when its speed is unknown. */
    public boolean superSpeed() {
        return UsbSpeed.superSpeed(speedMbps);
    }

    /** A USB 2.0 (or 1.x) root hub; not when its speed is unknown. */
    public boolean usb2OrSlower() {
        return UsbSpeed.usb2OrSlower(speedMbps);
    }
}
