package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.UnplacedDeviceRecord;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbIds;
import dev.linkledger.rules.facts.DeviceEndpointsFact;
import dev.linkledger.rules.facts.DeviceFact;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * A host's devices with their interfaces' endpoints as the periodic-budget rules see them: every
 * placed device, and the unplaced ones by bus and device number; each cites the events that
 * connected it and set its interfaces.
 */
public final class DeviceEndpointsFacts {
    private DeviceEndpointsFacts() {
    }

    public static List<DeviceEndpointsFact> of(List<DeviceRecord> devices, List<UnplacedDeviceRecord> unplaced) {
        return Stream.concat(devices.stream().map(DeviceEndpointsFacts::of), unplaced.stream().map(DeviceEndpointsFacts::of)).toList();
    }

    private static DeviceEndpointsFact of(DeviceRecord d) {
        return new DeviceEndpointsFact(d.hostId(), d.path(), d.bus(), Facts.mbps(d.speed()), hub(d.deviceClass(), d.interfaces()),
                label(d.product(), d.vendorId(), d.productId(), d.path()), d.interfaces(), Facts.refs(d.connected(), d.driversSet()));
    }

    private static DeviceEndpointsFact of(UnplacedDeviceRecord u) {
        ObservedDevice o = u.device();
        String key = DeviceFact.unplacedKey(u.bus(), u.devnum());
        return new DeviceEndpointsFact(u.hostId(), key, u.bus(), o.speedMbps() == null ? Double.NaN : o.speedMbps().mbps(),
                hub(o.deviceClass(), o.interfaces()), label(o.product(), o.vendorId(), o.productId(), key),
                o.interfaces() == null ? List.of() : o.interfaces(), Facts.refs(u.connected(), u.seen()));
    }

    private static boolean hub(String deviceClass, List<ObservedInterface> interfaces) {
        List<String> classes = interfaces == null ? List.of()
                : interfaces.stream().map(ObservedInterface::interfaceClass).filter(Objects::nonNull).toList();
        return DeviceFact.hubClass(deviceClass, classes);
    }

    /** The product string, else the system's usb.ids name, else vid:pid, else where it is. */
    static String label(String product, String vendorId, String productId, String where) {
        if (product != null && !product.isBlank()) return product.trim();
        String known = UsbIds.system().name(vendorId, productId);
        if (known != null) return known;
        return vendorId != null && productId != null ? vendorId + ":" + productId : where;
    }
}
