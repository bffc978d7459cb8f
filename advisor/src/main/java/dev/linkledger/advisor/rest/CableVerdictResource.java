package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.web.verdict.CableVerdicts;
import dev.linkledger.advisor.web.verdict.Verdict;
import dev.linkledger.inventory.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A cable's verdict with its eliminated suspects. */
@RolesAllowed(Roles.READER)
@Path("/api/cables/{cableId}/verdict")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Cables")
public class CableVerdictResource {
    @Inject
    CableVerdicts verdicts;

    @GET
    @Operation(summary = "The cable's standing verdict: conclusion, the suspects it blames, eliminated (and why, with the "
            + "events) and that remain, and each fact's provenance", description = "Schema linkledger.verdict/1.")
    public Verdict verdict(@PathParam("cableId") String cableId) {
        return verdicts.of(cableId);
    }
}
