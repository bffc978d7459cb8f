package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.DeviceConnectionEntity;
import dev.linkledger.inventory.query.DeviceEntity;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.PastLinkFact;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The fastest link each present device ever had, from the connection history. A device is
 * recognised by vid:pid and serial on any host; without a serial only at the same path of the
 * same host (vid:pid alone names a product, not one device).
 */
@ApplicationScoped
public class PastLinks {

    public List<PastLinkFact> forDevices(List<DeviceEntity> devices) {
        List<PastLinkFact> facts = new ArrayList<>();
        for (DeviceEntity d : devices) {
            if (d.vendorId == null || d.productId == null) continue;
            List<DeviceConnectionEntity> history = d.serial != null
                    ? DeviceConnectionEntity.list("vendorId = ?1 and productId = ?2 and serial = ?3",
                    d.vendorId, d.productId, d.serial)
                    : DeviceConnectionEntity.list("hostId = ?1 and path = ?2 and vendorId = ?3 and productId = ?4",
                    d.hostId, d.path, d.vendorId, d.productId);
            best(history).ifPresent(c -> facts.add(new PastLinkFact(d.vendorId, d.productId, d.serial,
                    Facts.mbps(c.speedMbps), 1, c.hostId, portId(c.path), c.path,
                    new EventRef(c.connectedEvent, "DeviceConnectedEvent", c.connectedAt))));
        }
        return facts;
    }

    private static Optional<DeviceConnectionEntity> best(List<DeviceConnectionEntity> history) {
        return history.stream().filter(c -> !Double.isNaN(Facts.mbps(c.speedMbps)))
                .max(Comparator.comparingDouble((DeviceConnectionEntity c) -> Facts.mbps(c.speedMbps))
                        .thenComparing(c -> c.connectedAt));
    }

    private static String portId(String path) {
        return PortPath.looksLike(path) ? PortPath.parse(path).portId() : null;
    }
}
