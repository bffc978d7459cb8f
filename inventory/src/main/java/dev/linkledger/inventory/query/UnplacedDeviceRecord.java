package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.ObservedDevice;

/** A connected device whose port path no observation showed yet, by bus and device number; read-only. */
public record UnplacedDeviceRecord(String hostId, int bus, int devnum, ObservedDevice device, EventStampView connected,
                                   EventStampView seen) {
    static UnplacedDeviceRecord of(UnplacedDeviceEntity u) {
        return new UnplacedDeviceRecord(u.hostId, u.bus, u.devnum, u.device, EventStampView.of(u.connected),
                EventStampView.of(u.seen));
    }
}
