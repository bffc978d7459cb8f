package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.UsbSpeed;

import java.time.Instant;

/** One connection of a device, from its connect event to its disconnect (null while connected); read-only. */
public record ConnectionRecord(String hostId, String path, Integer devnum, String vendorId, String productId,
                               String serial, UsbSpeed speed, String connectedEvent, Instant connectedAt,
                               String disconnectedEvent, Instant disconnectedAt) {
    static ConnectionRecord of(DeviceConnectionEntity c) {
        return new ConnectionRecord(c.hostId, c.path, c.devnum, c.vendorId, c.productId, c.serial,
                UsbSpeed.of(c.speedMbps), c.connectedEvent, c.connectedAt, c.disconnectedEvent, c.disconnectedAt);
    }
}
