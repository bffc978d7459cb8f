package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.UnplacedDeviceRecord;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;
import java.util.Optional;

/** A device row as a rule fact. */
final class DeviceFacts {
    private DeviceFacts() {
    }

    /**
     * @param hasChildren whether a device hangs below it: the kernel names a device after the hub port
     *                    it is on ({@code 1-2.5} is port 5 of the hub at {@code 1-2}), so a device with
     *                    devices below is a hub though the paste never gave its class (a kernel log of
     *                    a USB 3 hub's USB 2.0 half, whose 480M is what a hub half runs at)
     */
    static DeviceFact of(DeviceRecord d, boolean hasChildren) {
        int lanes = Math.max(1, Math.max(d.rxLanes() == null ? 1 : d.rxLanes(), d.txLanes() == null ? 1 : d.txLanes()));
        Integer capability = d.capabilityMbps();
        CapabilitySource source = d.capabilitySource() == null ? CapabilitySource.UNKNOWN : d.capabilitySource();
        Optional<Integer> fromCatalog = catalogMbps(d);
        // The catalog knows the chip: it replaces evidence that only hints (rows projected before it knew).
        if (source.weakerThan(CapabilitySource.CATALOG) && fromCatalog.isPresent()) {
            capability = fromCatalog.get();
            source = CapabilitySource.CATALOG;
        }
        List<String> classes = interfaceClasses(d.interfaces());
        return new DeviceFact(d.hostId(), d.path(), d.bus(), d.devnum(), d.parentPath(), d.portId(), Facts.mbps(d.speed()),
                lanes, d.vendorId(), d.productId(), d.bcdUsb(), d.deviceClass(),
                hasChildren || DeviceFact.hubClass(d.deviceClass(), classes), d.product(), d.drivers(), capability, source,
                Facts.refs(d.connected(), d.speedSet(), d.driversSet()), Facts.refs(d.capabilitySet()), d.serial(), classes);
    }

    /**
     * An unplaced device as a rule fact, keyed {@link DeviceFact#unplacedKey}: rules that need no
     * position (fallback beside a SuperSpeed root hub, BOT where UAS is possible) see it.
     */
    static DeviceFact of(UnplacedDeviceRecord u) {
        ObservedDevice o = u.device();
        int lanes = Math.max(1, Math.max(o.rxLanes() == null ? 1 : o.rxLanes(), o.txLanes() == null ? 1 : o.txLanes()));
        Capability c = o.capability() == null ? Capability.unknown() : o.capability();
        Integer capability = c.maxSpeedMbps();
        CapabilitySource source = c.source();
        Optional<Integer> fromCatalog = catalogMbps(o.vendorId(), o.productId());
        if (source.weakerThan(CapabilitySource.CATALOG) && fromCatalog.isPresent()) {
            capability = fromCatalog.get();
            source = CapabilitySource.CATALOG;
        }
        List<String> drivers = o.interfaces() == null ? List.of() : o.interfaces().stream()
                .map(ObservedInterface::driver).filter(java.util.Objects::nonNull).distinct().toList();
        List<String> classes = interfaceClasses(o.interfaces());
        return new DeviceFact(u.hostId(), DeviceFact.unplacedKey(u.bus(), u.devnum()), u.bus(), u.devnum(), null, null,
                o.speedMbps() == null ? Double.NaN : o.speedMbps().mbps(), lanes, o.vendorId(), o.productId(), o.bcdUsb(),
                o.deviceClass(), DeviceFact.hubClass(o.deviceClass(), classes), o.product(), drivers, capability, source,
                Facts.refs(u.connected(), u.seen()), Facts.refs(u.seen()), o.serial(), classes);
    }

    /** The interfaces' classes, which are all an {@code lsusb -t} paste says of what a device is. */
    private static List<String> interfaceClasses(List<ObservedInterface> interfaces) {
        if (interfaces == null) return List.of();
        return interfaces.stream().map(ObservedInterface::interfaceClass).filter(java.util.Objects::nonNull).toList();
    }

    /** A USB device's speed per the catalog: its USB 3 fallback when its upstream is a USB4 tunnel. */
    private static Optional<Integer> catalogMbps(DeviceRecord d) {
        return catalogMbps(d.vendorId(), d.productId());
    }

    private static Optional<Integer> catalogMbps(String vendorId, String productId) {
        return DeviceCatalog.bundled().find(vendorId, productId).map(DeviceFacts::usbMode)
                .map(mode -> (int) mode.totalMbps());
    }

    private static LinkMode usbMode(CatalogEntry e) {
        return e.usbFallback() != null ? e.usbFallback() : e.upstream();
    }
}
