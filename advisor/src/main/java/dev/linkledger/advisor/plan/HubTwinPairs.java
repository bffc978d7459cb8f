package dev.linkledger.advisor.plan;

import dev.linkledger.inventory.query.BusRecord;
import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.PortRecord;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.DeviceFact;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Connectors a paste does pair: a USB 3 hub enumerates twice, its USB 2.0 half at 480M and its SuperSpeed half on
 * the SuperSpeed bus of the same controller (a USB 3 hub is a USB 2.0 hub and a SuperSpeed hub in one, each
 * downstream port having both, numbered alike: USB 3.2 spec 10.1 and 10.3). Where exactly one hub of a vendor sits
 * on each half of a controller, the two are one hub: the ports they hang on are one connector's halves, and so are
 * their downstream ports of the same number. Without vendor ids ({@code lsusb -t}) nothing is paired: two hubs of
 * different makes would be taken for one.
 */
final class HubTwinPairs {
    private HubTwinPairs() {
    }

    /** Port id to its peer, both ways, for the ports the twins show; empty when nothing pairs. */
    static Map<String, String> portPeers(Map<Integer, BusRecord> buses, List<DeviceRecord> devices, List<PortRecord> ports) {
        Map<String, String> hubs = hubPeers(buses, devices);
        Map<String, String> peers = new HashMap<>();
        for (DeviceRecord d : devices) {
            String twin = hubs.get(d.path());
            if (twin == null || d.portId() == null) continue;
            devices.stream().filter(t -> t.path().equals(twin) && t.portId() != null).findFirst()
                    .ifPresent(t -> peers.put(d.portId(), t.portId()));
        }
        for (PortRecord p : ports) {
            String twin = hubs.get(p.hubPath());
            if (twin != null) peers.put(p.portId(), PortPath.portName(twin, p.number()));
        }
        return peers;
    }

    /** Hub path to its twin's path, both ways. */
    private static Map<String, String> hubPeers(Map<Integer, BusRecord> buses, List<DeviceRecord> devices) {
        Map<String, String> pairs = new HashMap<>();
        for (DeviceRecord usb2 : devices) {
            if (!hub(usb2, false) || usb2.vendorId() == null) continue;
            List<DeviceRecord> twins = sameMake(usb2, devices, buses, true);
            if (twins.size() != 1 || sameMake(usb2, devices, buses, false).size() != 1) continue;
            pairs.put(usb2.path(), twins.get(0).path());
            pairs.put(twins.get(0).path(), usb2.path());
        }
        return pairs;
    }

    private static List<DeviceRecord> sameMake(DeviceRecord usb2, List<DeviceRecord> devices, Map<Integer, BusRecord> buses,
                                               boolean superSpeedHalf) {
        return devices.stream().filter(d -> hub(d, superSpeedHalf) && sameController(d, usb2, buses)
                && usb2.vendorId().equalsIgnoreCase(Objects.toString(d.vendorId(), ""))).toList();
    }

    private static boolean hub(DeviceRecord d, boolean superSpeedHalf) {
        if (d.speed() == null || !PortPath.looksLike(d.path())) return false;
        List<String> classes = d.interfaces() == null ? List.of()
                : d.interfaces().stream().map(ObservedInterface::interfaceClass).filter(Objects::nonNull).toList();
        return DeviceFact.hubClass(d.deviceClass(), classes) && (superSpeedHalf ? d.speed().superSpeed() : d.speed().highSpeed());
    }

    private static boolean sameController(DeviceRecord a, DeviceRecord b, Map<Integer, BusRecord> buses) {
        BusRecord x = buses.get(a.bus());
        BusRecord y = buses.get(b.bus());
        return x != null && y != null && x.controllerId() != null && x.controllerId().equals(y.controllerId());
    }
}
