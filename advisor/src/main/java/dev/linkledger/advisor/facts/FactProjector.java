package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.BusEntity;
import dev.linkledger.inventory.query.ControllerEntity;
import dev.linkledger.inventory.query.DeviceEntity;
import dev.linkledger.inventory.query.EventStamp;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.RootHubFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a host's topology projection into rule facts. Each fact keeps the stored events that
 * established it, so a finding can cite them.
 */
@ApplicationScoped
public class FactProjector {
    private static final String HUB_CLASS = "09";

    @Inject
    TopologyQueries queries;

    public HostFacts factsFor(String hostId) {
        List<ControllerFact> controllers = queries.controllers(hostId).stream().map(FactProjector::controller).toList();
        List<RootHubFact> rootHubs = queries.buses(hostId).stream().map(FactProjector::rootHub).toList();
        List<DeviceFact> devices = queries.devices(hostId).stream().map(FactProjector::device).toList();
        return new HostFacts(hostId, controllers, rootHubs, devices);
    }

    private static ControllerFact controller(ControllerEntity c) {
        return new ControllerFact(c.hostId, c.controllerId, c.pciAddress, c.busList(), c.inferred, refs(c.seen));
    }

    private static RootHubFact rootHub(BusEntity b) {
        return new RootHubFact(b.hostId, b.bus, mbps(b.speedMbps), b.controllerId, b.driver, b.portCount, refs(b.seen));
    }

    private static DeviceFact device(DeviceEntity d) {
        int lanes = Math.max(1, Math.max(d.rxLanes == null ? 1 : d.rxLanes, d.txLanes == null ? 1 : d.txLanes));
        boolean hub = HUB_CLASS.equals(d.deviceClass);
        return new DeviceFact(d.hostId, d.path, d.bus, d.devnum, d.parentPath, d.portId, mbps(d.speedMbps), lanes,
                d.vendorId, d.productId, d.bcdUsb, d.deviceClass, hub, d.product, TopologyQueries.drivers(d),
                d.capabilityMbps, CapabilitySources.of(d.capabilitySource),
                refs(d.connected, d.speedSet, d.driversSet), refs(d.capabilitySet));
    }

    /** Distinct events in order: the connect event often also set the speed and the drivers. */
    private static List<EventRef> refs(EventStamp... stamps) {
        Map<String, EventRef> byId = new LinkedHashMap<>();
        for (EventStamp s : stamps) {
            if (s != null && s.id != null) byId.putIfAbsent(s.id, new EventRef(s.id, s.type, s.at));
        }
        return List.copyOf(byId.values());
    }

    private static double mbps(String speed) {
        if (speed == null) return Double.NaN;
        try {
            return Double.parseDouble(speed);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
