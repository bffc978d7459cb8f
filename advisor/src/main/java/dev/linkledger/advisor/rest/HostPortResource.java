package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.plan.PortSuitability;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.rest.HostIds;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/**
 * A host's connectors, optionally ranked for an enclosure. Its path only adds GET on the collection:
 * {@code PUT .../ports/{portId}/labels} stays with the inventory's host resource.
 */
@RolesAllowed(Roles.READER)
@Path("/api/hosts/{hostId}/ports")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Hosts")
public class HostPortResource {
    @Inject
    PortSuitability suitability;

    @GET
    @Operation(summary = "The host's connectors; with suits=ENCLOSURE_ID or suits=mode:10000, ranked for it",
            description = "Ranked by the expected ceiling in decimal MB/s, then a direct root port over a hub, a SuperSpeed "
                    + "companion, a free port, and a controller not already carrying other storage; each with its reasons.")
    public List<PortSuitability.PortView> list(@PathParam("hostId") String hostId, @QueryParam("suits") String suits) {
        HostIds.known(hostId);
        return suits == null ? suitability.all(hostId) : suitability.rank(hostId, suits);
    }
}
