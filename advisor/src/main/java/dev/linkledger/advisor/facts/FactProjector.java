package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.command.HostTopology;
import dev.linkledger.inventory.query.BusRecord;
import dev.linkledger.inventory.query.ControllerRecord;
import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.KernelLogLineRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.query.TopologyRecords;
import dev.linkledger.inventory.query.UnplacedDeviceRecord;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * Turns a host's topology (its view rows, or its fold in memory) and what other aggregates say of
 * it into rule facts. Each fact keeps the stored events that established it, so a finding can cite them.
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
    @Inject
    FactSources sources;

    /** The host's facts, its topology read from its view rows. */
    public HostFacts factsFor(String hostId) {
        return factsFor(hostId, TopologyRecords.read(queries, hostId));
    }

    /**
     * The host's facts, its topology taken from its fold in memory (the Host aggregate's state in the
     * write being evaluated, {@link TopologyRecords#folded}) rather than read back from the rows just
     * written from it; only what the fold does not hold is read: the connection history (past links),
     * the kernel log's lines, and the cables, enclosures and measurements (other aggregates), each only
     * when {@link FactSources} says there is any.
     */
    public HostFacts factsFor(HostTopology state) {
        return factsFor(state.hostId(), TopologyRecords.folded(state));
    }

    private HostFacts factsFor(String hostId, TopologyRecords topology) {
        List<ControllerFact> controllers = topology.controllers().stream().map(FactProjector::controller).toList();
        List<RootHubFact> rootHubs = topology.buses().stream().map(FactProjector::rootHub).toList();
        List<PortFact> ports = topology.ports().stream().map(portFacts::of).toList();
        List<DeviceRecord> deviceRows = topology.devices();
        List<UnplacedDeviceRecord> unplaced = topology.unplaced();
        java.util.Set<String> parents = deviceRows.stream().map(DeviceRecord::parentPath).filter(java.util.Objects::nonNull)
                .collect(java.util.stream.Collectors.toSet());
        List<DeviceFact> devices = java.util.stream.Stream.concat(deviceRows.stream().map(d -> DeviceFacts.of(d, parents.contains(d.path()))),
                unplaced.stream().map(DeviceFacts::of)).toList();
        FactSources.Present present = sources.present(hostId);
        List<KernelLogLineRecord> kernelLog = present.kernelLog() ? queries.kernelLog(hostId) : List.of();
        return new HostFacts(hostId, controllers, rootHubs, ports, devices, DeviceEndpointsFacts.of(deviceRows, unplaced),
                pastLinks.forDevices(deviceRows),
                present.cables() ? cables.attachedTo(hostId) : List.of(),
                present.enclosures() ? enclosures.boundTo(deviceRows) : List.of(),
                KernelLogFacts.of(kernelLog), KernelLogHistory.of(hostId, kernelLog),
                present.measurements() ? measurements.forHost(hostId) : List.of(), Usb4RouterFacts.of(topology.usb4Routers()));
    }

    private static ControllerFact controller(ControllerRecord c) {
        return new ControllerFact(c.hostId(), c.controllerId(), c.pciAddress(), c.buses(), c.inferred(), Facts.refs(c.seen()));
    }

    private static RootHubFact rootHub(BusRecord b) {
        return new RootHubFact(b.hostId(), b.bus(), Facts.mbps(b.speed()), b.controllerId(), b.driver(), b.portCount(),
                Facts.refs(b.seen()));
    }
}
