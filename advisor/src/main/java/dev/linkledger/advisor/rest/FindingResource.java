package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.engine.Advisor;
import dev.linkledger.advisor.engine.FindingView;
import dev.linkledger.inventory.api.HostId;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.rest.ProblemException;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/** What the advisor concludes about a host's links, with the evidence behind each finding. */
@Path("/api/hosts/{hostId}/findings")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Findings")
public class FindingResource {
    @Inject
    Advisor advisor;
    @Inject
    TopologyQueries queries;

    @GET
    @Operation(summary = "Findings for the host's current topology",
            description = "Each finding names its rule, subject, ceilings in decimal MB/s, and the stored events behind every fact it used.")
    public List<FindingView> findings(@PathParam("hostId") String hostId) {
        String problem = HostId.problem(hostId);
        if (problem != null) throw ProblemException.badRequest("hostId", problem);
        if (queries.host(hostId).isEmpty()) throw ProblemException.notFound("no host '" + hostId + "'");
        return advisor.findingsFor(hostId);
    }
}
