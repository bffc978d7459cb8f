package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.DeviceConnectionEntity;
import dev.linkledger.inventory.query.DeviceEntity;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.PastLinkFact;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The fastest link each present device ever had, from the connection history. A device is
 * recognised by vid:pid and serial on any host; without a serial only at the same path of the
 * same host (vid:pid alone names a product, not one device).
 */
@ApplicationScoped
public class PastLinks {

    public List<PastLinkFact> forDevices(List<DeviceEntity> devices) {
        List<DeviceEntity> identified = devices.stream().filter(d -> d.vendorId != null && d.productId != null).toList();
        if (identified.isEmpty()) return List.of();
        Map<String, List<DeviceConnectionEntity>> history = history(identified);
        List<PastLinkFact> facts = new ArrayList<>();
        for (DeviceEntity d : identified) {
            best(history.getOrDefault(key(d), List.of())).ifPresent(c -> facts.add(new PastLinkFact(d.vendorId,
                    d.productId, d.serial, Facts.mbps(c.speedMbps), 1, c.hostId, portId(c.path), c.path,
                    new EventRef(c.connectedEvent, "DeviceConnectedEvent", c.connectedAt))));
        }
        return facts;
    }

    /**
     * The connections of these devices in two queries (one per kind of identity) rather than one
     * per device: a 200-device host otherwise spends most of its evaluation here.
     */
    private static Map<String, List<DeviceConnectionEntity>> history(List<DeviceEntity> devices) {
        Set<String> wanted = devices.stream().map(PastLinks::key).collect(Collectors.toSet());
        List<DeviceConnectionEntity> rows = new ArrayList<>();
        List<String> serials = devices.stream().filter(d -> d.serial != null).map(d -> d.serial).distinct().toList();
        if (!serials.isEmpty()) rows.addAll(DeviceConnectionEntity.list("serial in ?1", serials));
        List<String> paths = devices.stream().filter(d -> d.serial == null).map(d -> d.path).distinct().toList();
        if (!paths.isEmpty())
            rows.addAll(DeviceConnectionEntity.list("hostId = ?1 and path in ?2", devices.get(0).hostId, paths));
        Map<String, List<DeviceConnectionEntity>> byKey = new HashMap<>();
        for (DeviceConnectionEntity c : rows) {
            for (String key : keys(c)) if (wanted.contains(key)) byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
        }
        return byKey;
    }

    /** vid:pid and serial on any host; without a serial, host and path too. */
    private static String key(DeviceEntity d) {
        return d.serial != null ? String.join("|", d.vendorId, d.productId, d.serial)
                : String.join("|", d.vendorId, d.productId, "", d.hostId, d.path);
    }

    /** A connection counts for the device with its serial, and for a serial-less device at its host and path. */
    private static List<String> keys(DeviceConnectionEntity c) {
        String vid = String.valueOf(c.vendorId);
        String pid = String.valueOf(c.productId);
        String atPath = String.join("|", vid, pid, "", c.hostId, c.path);
        return c.serial == null ? List.of(atPath) : List.of(String.join("|", vid, pid, c.serial), atPath);
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
