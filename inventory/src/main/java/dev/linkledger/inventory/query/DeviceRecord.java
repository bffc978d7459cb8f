package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;
import java.util.Objects;

/**
 * A device connected now, read-only: what it negotiated ({@code speed}, Mb/s as the kernel reports
 * it), what it can do, and the event behind each of those, its connection and its drivers.
 */
public record DeviceRecord(String hostId, String path, int bus, Integer devnum, String parentPath, String portId,
                           UsbSpeed speed, Integer rxLanes, Integer txLanes, String bcdUsb, String vendorId,
                           String productId, String bcdDevice, String deviceClass, String manufacturer, String product,
                           String serial, Integer maxChild, String removable, Integer capabilityMbps,
                           Integer capabilityLanes, CapabilitySource capabilitySource, List<ObservedInterface> interfaces,
                           EventStampView connected, EventStampView speedSet, EventStampView capabilitySet,
                           EventStampView driversSet) {
    static DeviceRecord of(DeviceEntity d) {
        return new DeviceRecord(d.hostId, d.path, d.bus, d.devnum, d.parentPath, d.portId, UsbSpeed.of(d.speedMbps),
                d.rxLanes, d.txLanes, d.bcdUsb, d.vendorId, d.productId, d.bcdDevice, d.deviceClass, d.manufacturer,
                d.product, d.serial, d.maxChild, d.removable, d.capabilityMbps, d.capabilityLanes, d.capabilitySource,
                d.interfaces == null ? List.of() : d.interfaces, EventStampView.of(d.connected),
                EventStampView.of(d.speedSet), EventStampView.of(d.capabilitySet), EventStampView.of(d.driversSet));
    }

    /** The drivers bound to its interfaces, each once. */
    public List<String> drivers() {
        return interfaces.stream().map(ObservedInterface::driver).filter(Objects::nonNull).distinct().toList();
    }
}
