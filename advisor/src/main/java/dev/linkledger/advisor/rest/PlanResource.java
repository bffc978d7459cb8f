package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.plan.PlanRequest;
import dev.linkledger.advisor.plan.PlanVerdict;
import dev.linkledger.advisor.plan.PurchasePlans;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.rest.ProblemException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.net.URI;

/** "Ask before buying": purchase plans checked against the real host, and kept. */
@RolesAllowed(Roles.READER)
@Path("/api/plans")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Plans")
public class PlanResource {
    @Inject
    PurchasePlans plans;

    @RolesAllowed(Roles.ADMIN)
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Check what you mean to buy against a host",
            description = "Per item: the ceiling now, the ceiling with the item on the best (or the intended) port, what would cap it, "
                    + "and PLAN_* findings. Answers 201; the plan is stored as an event.")
    @APIResponse(responseCode = "201", description = "Checked and kept: the verdict per item, its URL in Location")
    public Response check(PlanRequest request) {
        PlanVerdict verdict = plans.check(request);
        return Response.created(URI.create("/api/plans/" + verdict.id())).entity(verdict).build();
    }

    @GET
    @Path("/{planId}")
    @Operation(summary = "A plan as it was checked: why it was advised")
    public PlanVerdict get(@PathParam("planId") String planId) {
        return plans.find(planId).orElseThrow(() -> ProblemException.notFound("no plan '" + planId + "'"));
    }
}
