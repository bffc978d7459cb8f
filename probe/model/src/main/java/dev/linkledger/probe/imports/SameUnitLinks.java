package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.SerialNumbers;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One paste that shows the same unit twice — two runs of lsusb -v, before and after a cable or a
 * port changed, each with the unit's vendor, product and serial — proves with the faster link what
 * the unit can do: a link that trained is proof ({@link CapabilitySource#SAME_UNIT}). The slower
 * appearance takes that capability where its own evidence is weaker. A serial every unit of a model
 * answers ({@link SerialNumbers#identifiesOneDevice}) proves nothing of one unit, and a hub is two
 * devices at once: a USB 3 hub's USB 2.0 and SuperSpeed halves enumerate side by side, some under the
 * same ids and serial (corpus 517's camera hub, 07ca:513c at 480M and at 5000M in one boot).
 */
final class SameUnitLinks {
    private SameUnitLinks() {
    }

    static List<ObservedDevice> apply(List<ObservedDevice> devices) {
        List<ObservedDevice> result = new ArrayList<>(devices.size());
        for (ObservedDevice d : devices) {
            ObservedDevice fastest = fastestOtherAppearance(d, devices);
            Capability own = d.capability();
            boolean weaker = own == null || own.source().weakerThan(CapabilitySource.SAME_UNIT);
            if (fastest == null || !slower(d, fastest) || !weaker) {
                result.add(d);
                continue;
            }
            result.add(d.withCapability(new Capability((int) Math.round(fastest.speedMbps().mbps()),
                    fastest.rxLanes(), CapabilitySource.SAME_UNIT)));
        }
        return result;
    }

    private static ObservedDevice fastestOtherAppearance(ObservedDevice d, List<ObservedDevice> devices) {
        if (d.vendorId() == null || d.productId() == null || !SerialNumbers.identifiesOneDevice(d.serial()) || hub(d, devices)) return null;
        ObservedDevice fastest = null;
        for (ObservedDevice o : devices) {
            if (o == d || o.speedMbps() == null || !UsbSpeed.superSpeed(o.speedMbps().mbps())) continue;
            if (!d.vendorId().equals(o.vendorId()) || !d.productId().equals(o.productId())
                    || !Objects.equals(d.serial().trim(), o.serial() == null ? null : o.serial().trim())) continue;
            if (fastest == null || o.speedMbps().mbps() > fastest.speedMbps().mbps()) fastest = o;
        }
        return fastest;
    }

    /** A hub by its class, its ports or a device the evidence shows behind it. */
    private static boolean hub(ObservedDevice d, List<ObservedDevice> devices) {
        return "09".equals(d.deviceClass()) || (d.maxChild() != null && d.maxChild() > 0)
                || (d.interfaces() != null && d.interfaces().stream().anyMatch(i -> "09".equals(i.interfaceClass())))
                || (d.path() != null && devices.stream().anyMatch(o -> d.path().equals(o.parentPath())));
    }

    private static boolean slower(ObservedDevice d, ObservedDevice fastest) {
        return d.speedMbps() != null && d.speedMbps().mbps() < fastest.speedMbps().mbps();
    }
}
