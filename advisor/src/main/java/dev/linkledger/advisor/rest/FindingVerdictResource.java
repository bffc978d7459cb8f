package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.web.verdict.Verdict;
import dev.linkledger.advisor.web.verdict.Verdicts;
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

/** A finding's verdict with its eliminated suspects. */
@RolesAllowed(Roles.READER)
@Path("/api/findings/{findingId}/verdict")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Findings")
public class FindingVerdictResource {
    @Inject
    Verdicts verdicts;

    @GET
    @Operation(summary = "The finding's verdict: conclusion, the suspects it blames, eliminated (and why, with the events) "
            + "and that remain, and each fact's provenance",
            description = "Schema linkledger.verdict/1. Provenance: measured (the kernel reported it, or a throughput run), "
                    + "demonstrated (a verdict from tests), inferred (catalog, driver, declaration, a pairing guessed). "
                    + "Suspects are the hops of the chain the finding is about, for open findings that name a ceiling.")
    public Verdict verdict(@PathParam("findingId") String findingId) {
        return verdicts.ofFinding(findingId);
    }
}
