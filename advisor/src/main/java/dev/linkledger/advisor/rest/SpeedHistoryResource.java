package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.web.history.SpeedHistories;
import dev.linkledger.advisor.web.history.SpeedHistory;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.inventory.rest.HostIds;
import dev.linkledger.inventory.rest.Problem;
import dev.linkledger.inventory.rest.ProblemException;
import dev.linkledger.probe.usb.PortPath;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.LinkedHashSet;
import java.util.Set;

/** Negotiated speed over time, per device path and per connector, with downgrades and runs. */
@RolesAllowed(Roles.READER)
@Path("/api/hosts/{hostId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Pictures")
public class SpeedHistoryResource {
    @Inject
    SpeedHistories histories;
    @Inject
    TopologyQueries topology;

    @GET
    @Path("/devices/{path}/speed-history")
    @Operation(summary = "The device path's negotiated speed over time, its downgrades (with the events and kernel lines "
            + "behind them) and the throughput runs on it", description = "Schema linkledger.speed-history/1.")
    public SpeedHistory device(@PathParam("hostId") String hostId, @PathParam("path") String path) {
        String host = HostIds.known(hostId);
        String problem = PortPath.problem(path);
        if (problem != null) throw ProblemException.badRequest("path", problem);
        return histories.ofDevice(host, path);
    }

    @GET
    @Path("/connectors/{portId}/speed-history")
    @Operation(summary = "The connector's negotiated speed over time (whatever was plugged in, on either of its halves), "
            + "its downgrades and the runs through it", description = "Schema linkledger.speed-history/1. portId names either "
            + "half (usb3-port2 or usb4-port2).")
    public SpeedHistory connector(@PathParam("hostId") String hostId, @PathParam("portId") String portId) {
        return histories.ofConnector(HostIds.known(hostId), halves(hostId, portId));
    }

    /** The connector's kernel port names: the port and its peer. */
    Set<String> halves(String hostId, String portId) {
        TopologyView.PortView port = topology.port(hostId, portId).orElseThrow(() -> new ProblemException(
                Problem.of(404, "Not found", "host '" + hostId + "' has no port " + portId, "portId")));
        Set<String> halves = new LinkedHashSet<>();
        halves.add(port.id());
        if (port.peer() != null) halves.add(port.peer());
        return halves;
    }
}
