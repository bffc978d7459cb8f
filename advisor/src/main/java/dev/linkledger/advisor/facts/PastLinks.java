package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.ConnectionQueries;
import dev.linkledger.inventory.query.ConnectionRecord;
import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.SerialNumbers;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.PastLinkFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The fastest link each present device ever had, from the connection history. A device is
 * recognised by vid:pid and serial on any host; without a serial, or with a manufacturer's default
 * every unit shares ({@link SerialNumbers}), only at the same path of the same host (vid:pid alone
 * names a product, not one device).
 */
@ApplicationScoped
public class PastLinks {
    @Inject
    ConnectionQueries connections;

    public List<PastLinkFact> forDevices(List<DeviceRecord> devices) {
        List<DeviceRecord> identified = devices.stream().filter(d -> d.vendorId() != null && d.productId() != null).toList();
        if (identified.isEmpty()) return List.of();
        Map<String, List<ConnectionRecord>> history = history(identified);
        List<PastLinkFact> facts = new ArrayList<>();
        for (DeviceRecord d : identified) {
            best(history.getOrDefault(key(d), List.of())).ifPresent(c -> facts.add(new PastLinkFact(d.vendorId(),
                    d.productId(), d.serial(), Facts.mbps(c.speed()), 1, c.hostId(), portId(c.path()), c.path(),
                    new EventRef(c.connectedEvent(), "DeviceConnectedEvent", c.connectedAt()))));
        }
        return facts;
    }

    /**
     * The fastest connection of each of these devices in two queries (one per kind of identity),
     * each answering one row per identity, fastest first, from the database's index rather than
     * every past connection: a 200-device host read and folded its devices' whole history per
     * write before (36 % of a write's CPU in a burst, and a sequential scan of the history table).
     * A row may count for two identities (its serial, and its host and path); the best of the
     * union is the best of each, so {@link #best} still picks among them.
     */
    private Map<String, List<ConnectionRecord>> history(List<DeviceRecord> devices) {
        Set<String> wanted = devices.stream().map(PastLinks::key).collect(Collectors.toSet());
        List<ConnectionRecord> rows = new ArrayList<>(connections.fastestWithSerials(
                devices.stream().map(DeviceRecord::serial).filter(SerialNumbers::identifiesOneDevice).distinct().toList()));
        rows.addAll(connections.fastestAtPaths(devices.get(0).hostId(),
                devices.stream().filter(d -> !SerialNumbers.identifiesOneDevice(d.serial())).map(DeviceRecord::path).distinct().toList()));
        Map<String, List<ConnectionRecord>> byKey = new HashMap<>();
        for (ConnectionRecord c : rows) {
            for (String key : keys(c)) if (wanted.contains(key)) byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
        }
        return byKey;
    }

    /** vid:pid and serial on any host; without a serial, host and path too. */
    private static String key(DeviceRecord d) {
        return SerialNumbers.identifiesOneDevice(d.serial()) ? String.join("|", d.vendorId(), d.productId(), d.serial())
                : String.join("|", d.vendorId(), d.productId(), "", d.hostId(), d.path());
    }

    /** A connection counts for the device with its serial, and for a serial-less device at its host and path. */
    private static List<String> keys(ConnectionRecord c) {
        String vid = String.valueOf(c.vendorId());
        String pid = String.valueOf(c.productId());
        String atPath = String.join("|", vid, pid, "", c.hostId(), c.path());
        return !SerialNumbers.identifiesOneDevice(c.serial()) ? List.of(atPath) : List.of(String.join("|", vid, pid, c.serial()), atPath);
    }

    private static Optional<ConnectionRecord> best(List<ConnectionRecord> history) {
        return history.stream().filter(c -> c.speed() != null && c.speed().numeric())
                .max(Comparator.comparingDouble((ConnectionRecord c) -> c.speed().mbps())
                        .thenComparing(ConnectionRecord::connectedAt));
    }

    private static String portId(String path) {
        return PortPath.looksLike(path) ? PortPath.parse(path).portId() : null;
    }
}
