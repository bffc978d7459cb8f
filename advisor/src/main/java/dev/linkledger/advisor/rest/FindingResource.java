package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingStatus;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.rest.HostIds;
import dev.linkledger.inventory.rest.ProblemException;
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

/** What the advisor concludes about a host's links, and its history. */
@RolesAllowed(Roles.READER)
@Path("/api/hosts/{hostId}/findings")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Findings")
public class FindingResource {
    @Inject
    FindingQueries findings;

    @GET
    @Operation(summary = "The host's findings: open ones by default, `status=resolved` or `status=all` for history",
            description = "Each finding names its rule, subject, ceilings in decimal MB/s, and the stored events behind every fact it used. "
                    + "Findings are re-evaluated whenever the host's topology changes.")
    public List<RecordedFinding> list(@PathParam("hostId") String hostId, @QueryParam("status") String status) {
        FindingStatus wanted = FindingStatus.parse(status);
        if (wanted == null) throw ProblemException.badRequest("status", "status is one of open, resolved, all");
        HostIds.known(hostId);
        return findings.forHost(hostId, wanted);
    }
}
