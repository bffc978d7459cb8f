package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.axon.ProjectionReplay;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.time.Duration;

/** Operations on the service itself. */
@RolesAllowed(Roles.ADMIN)
@Path("/api/admin")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Admin")
public class AdminResource {
    private static final Duration REPLAY_WAIT = Duration.ofMinutes(2);

    @Inject
    ProjectionReplay replay;

    @POST
    @Path("/replays")
    @Operation(summary = "Rebuild every projection from the event store",
            description = "Stops the processors, resets their tokens (emptying their tables) and replays all events; "
                    + "answers when they caught up (caughtUp false if that took longer than two minutes).")
    public ProjectionReplay.Outcome replay() {
        return replay.replayAll(REPLAY_WAIT);
    }
}
