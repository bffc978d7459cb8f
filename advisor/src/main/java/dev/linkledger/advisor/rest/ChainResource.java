package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.web.chain.ChainView;
import dev.linkledger.advisor.web.chain.Chains;
import dev.linkledger.inventory.auth.Roles;
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

/** A device's chain, as the device page and the why page draw it. */
@RolesAllowed(Roles.READER)
@Path("/api/hosts/{hostId}/devices/{path}/chain")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Pictures")
public class ChainResource {
    @Inject
    Chains chains;

    @GET
    @Operation(summary = "The device's chain: medium, bridge, device, hubs, cable, connector, root hub, controller",
            description = "Each hop with the most it lets through (decimal MB/s), how that is known (measured, demonstrated, "
                    + "inferred, unknown) and its state against what flows now (cap, suspect, clear, open); the fix with its "
                    + "gain. Schema linkledger.chain/1. 404 when the device is not connected there now.")
    public ChainView chain(@PathParam("hostId") String hostId, @PathParam("path") String path) {
        String host = HostIds.known(hostId);
        String problem = PortPath.problem(path);
        if (problem != null) throw ProblemException.badRequest("path", problem);
        return chains.chain(host, path).orElseThrow(() -> new ProblemException(
                Problem.of(404, "Not found", "no device at " + path + " on host '" + hostId + "' now", "path")));
    }
}
