package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.BusRecord;
import dev.linkledger.inventory.query.ControllerRecord;
import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.KernelLogLineRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.query.UnplacedDeviceRecord;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * Turns a host's projections into rule facts. Each fact keeps the stored events that
 * established it, so a finding can cite them.
 */
@ApplicationScoped
public class FactProjector {

    @Inject
    TopologyQueries queries;
    @Inject
    PortFacts portFacts;
    @Inject
    PastLinks pastLinks;
    @Inject
    CableFacts cables;
    @Inject
    EnclosureFacts enclosures;
    @Inject
    MeasurementFacts measurements;

    public HostFacts factsFor(String hostId) {
        List<ControllerFact> controllers = queries.controllers(hostId).stream().map(FactProjector::controller).toList();
        List<RootHubFact> rootHubs = queries.buses(hostId).stream().map(FactProjector::rootHub).toList();
        List<PortFact> ports = queries.ports(hostId).stream().map(portFacts::of).toList();
        List<DeviceRecord> deviceRows = queries.devices(hostId);
        List<UnplacedDeviceRecord> unplaced = queries.unplaced(hostId);
        List<DeviceFact> devices = java.util.stream.Stream.concat(deviceRows.stream().map(DeviceFacts::of),
                unplaced.stream().map(DeviceFacts::of)).toList();
        List<KernelLogLineRecord> kernelLog = queries.kernelLog(hostId);
        return new HostFacts(hostId, controllers, rootHubs, ports, devices, DeviceEndpointsFacts.of(deviceRows, unplaced),
                pastLinks.forDevices(deviceRows),
                cables.attachedTo(hostId), enclosures.boundTo(deviceRows), KernelLogFacts.of(kernelLog),
                KernelLogHistory.of(hostId, kernelLog), measurements.forHost(hostId), Usb4RouterFacts.of(queries.usb4Routers(hostId)));
    }

    private static ControllerFact controller(ControllerRecord c) {
        return new ControllerFact(c.hostId(), c.controllerId(), c.pciAddress(), c.buses(), c.inferred(), Facts.refs(c.seen()));
    }

    private static RootHubFact rootHub(BusRecord b) {
        return new RootHubFact(b.hostId(), b.bus(), Facts.mbps(b.speed()), b.controllerId(), b.driver(), b.portCount(),
                Facts.refs(b.seen()));
    }
}
