package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.UsbSpeed;

/** A root hub's bus, read-only; {@code speed} in Mb/s as the kernel reports it, null when not known. */
public record BusRecord(String hostId, int bus, UsbSpeed speed, Integer lanes, Integer portCount, String driver,
                        String controllerId, EventStampView seen) {
    static BusRecord of(BusEntity b) {
        return new BusRecord(b.hostId, b.bus, UsbSpeed.of(b.speedMbps), b.lanes, b.portCount, b.driver, b.controllerId,
                EventStampView.of(b.seen));
    }
}
