package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.advice.AdviceEvaluations;
import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingStatus;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.rest.HostIds;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/** On-demand evaluation of a host (evaluation also runs by itself whenever the host's topology changes). */
@RolesAllowed(Roles.READER)
@Path("/api/hosts/{hostId}/evaluations")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Findings")
public class EvaluationResource {
    @Inject
    AdviceEvaluations evaluations;
    @Inject
    FindingQueries findings;

    @RolesAllowed(Roles.ADMIN)
    @POST
    @Operation(summary = "Evaluate the host now and return its open findings")
    public List<RecordedFinding> evaluate(@PathParam("hostId") String hostId) {
        HostIds.known(hostId);
        evaluations.evaluateNow(hostId);
        return findings.forHost(hostId, FindingStatus.OPEN);
    }
}
