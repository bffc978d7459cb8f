package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.web.lab.LabGlance;
import dev.linkledger.advisor.web.lab.LabGlances;
import dev.linkledger.inventory.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The lab at a glance, as the overview draws it. */
@RolesAllowed(Roles.READER)
@Path("/api/lab/glance")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Pictures")
public class LabGlanceResource {
    @Inject
    LabGlances glances;

    @GET
    @Operation(summary = "The lab at a glance: slow links per host and cause, the top fixes, the cable drawer by verdict, "
            + "quiet probes, and each host's numbers",
            description = "Schema linkledger.lab-glance/1. A slow link runs below what both its ends can do (as the host page "
                    + "marks it); its cause is the rule of the open finding about it or a hub above it. A fix is counted once per "
                    + "host (its best there) and summed over the hosts, decimal MB/s. A probe is quiet when heard before and not "
                    + "for longer than linkledger.page.quiet-after (default 15m).")
    public LabGlance glance() {
        return glances.glance();
    }
}
