package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.RootHubFact;

import java.time.Instant;
import java.util.List;

/** Fact builders shaped like seed 000 (lsusb -t of the desktop: buses 3 @480M and 4 @10000M). */
final class Topologies {
    static final String HOST = "desktop";

    private Topologies() {
    }

    static EventRef event(String id, String type) {
        return new EventRef(id, type, Instant.parse("2026-11-30T06:00:00Z"));
    }

    static ControllerFact controller(String id, boolean inferred, Integer... buses) {
        return new ControllerFact(HOST, id, inferred ? null : "0000:03:00.4", List.of(buses), inferred,
                List.of(event("ev-" + id, "ControllerObservedEvent")));
    }

    static RootHubFact rootHub(int bus, double speedMbps, String controllerId) {
        return new RootHubFact(HOST, bus, speedMbps, controllerId, "xhci_hcd", speedMbps >= 5000 ? 2 : 4,
                List.of(event("ev-usb" + bus, "RootHubObservedEvent")));
    }

    static DeviceFact device(String path, double negotiatedMbps, Integer capabilityMbps, CapabilitySource source,
                             String driver) {
        return device(path, negotiatedMbps, capabilityMbps, source, driver, false, null, null);
    }

    static DeviceFact device(String path, double negotiatedMbps, Integer capabilityMbps, CapabilitySource source,
                             String driver, boolean hub, String vendorId, String productId) {
        PortPath at = PortPath.parse(path);
        return new DeviceFact(HOST, path, at.bus(), 5, at.parentName(), at.portId(), negotiatedMbps, 1, vendorId, productId,
                null, hub ? "09" : "00", hub, null, driver == null ? List.of() : List.of(driver),
                capabilityMbps, source, List.of(event("ev-dev-" + path, "DeviceConnectedEvent")),
                capabilityMbps == null ? List.of() : List.of(event("ev-cap-" + path, "DeviceCapabilityLearnedEvent")));
    }

    /** Seed 000's desktop: two inferred xHCI controllers, each a 480M and a 10000M root hub. */
    static List<Object> seed000Host() {
        return List.of(
                controller("xhci-bus1+2", true, 1, 2), rootHub(1, 480, "xhci-bus1+2"), rootHub(2, 10000, "xhci-bus1+2"),
                controller("xhci-bus3+4", true, 3, 4), rootHub(3, 480, "xhci-bus3+4"), rootHub(4, 10000, "xhci-bus3+4"));
    }
}
