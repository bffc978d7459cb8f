package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.MissingFacts;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** An unplaced device as the topology view shows it; the projection and the time-travel fold share it. */
final class UnplacedViews {
    private UnplacedViews() {
    }

    static TopologyView.UnplacedView of(ObservedDevice d, Instant connectedAt) {
        Capability c = d.capability() == null ? Capability.unknown() : d.capability();
        List<String> drivers = d.interfaces() == null ? List.of() : d.interfaces().stream()
                .map(ObservedInterface::driver).filter(Objects::nonNull).distinct().toList();
        return new TopologyView.UnplacedView(d.bus(), d.devnum(), d.level(), d.parentDevnum(), number(d.speedMbps()),
                d.bcdUsb(), d.vendorId(), d.productId(), d.manufacturer(), d.product(), d.serial(), d.deviceClass(),
                new TopologyView.CapabilityView(c.maxSpeedMbps(), c.lanes(), c.source()), drivers, connectedAt,
                MissingFacts.of(d));
    }

    private static Number number(UsbSpeed speed) {
        if (speed == null || !speed.numeric()) return null;
        double mbps = speed.mbps();
        return mbps == Math.rint(mbps) ? (Number) (int) mbps : (Number) java.math.BigDecimal.valueOf(mbps);
    }
}
