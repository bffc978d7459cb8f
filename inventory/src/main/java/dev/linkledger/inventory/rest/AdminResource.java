package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.axon.DeadLetters;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.ProjectionReplay;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.time.Duration;
import java.util.List;

/** Operations on the service itself. */
@RolesAllowed(Roles.ADMIN)
@Path("/api/admin")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Admin")
public class AdminResource {
    private static final Duration REPLAY_WAIT = Duration.ofMinutes(2);

    @Inject
    ProjectionReplay replay;
    @Inject
    DeadLetters deadLetters;

    @POST
    @Path("/replays")
    @Operation(summary = "Rebuild every projection from the event store",
            description = "Stops the processors, resets their tokens (emptying their tables) and replays all events; "
                    + "answers when they caught up (caughtUp false if that took longer than two minutes).")
    public ProjectionReplay.Outcome replay() {
        return replay.replayAll(REPLAY_WAIT);
    }

    @GET
    @Path("/dead-letters")
    @Operation(summary = "Events a projection could not take",
            description = "Each with its projection, the aggregate (host, cable, ...) whose later events wait behind it, "
                    + "and the error. Health reports the projections DEGRADED while any are queued.")
    public List<DeadLetters.Letter> deadLetters() {
        return deadLetters.list();
    }

    @POST
    @Path("/dead-letters/retries")
    @Operation(summary = "Offer every dead letter to its projection again",
            description = "Oldest first, one sequence at a time; a letter that fails again stays queued with the new error.")
    public DeadLetters.RetryOutcome retryDeadLetters() {
        return deadLetters.retryAll();
    }
}
