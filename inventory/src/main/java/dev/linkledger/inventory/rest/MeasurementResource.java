package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.MeasurementOutcome;
import dev.linkledger.inventory.api.RecordMeasurementCommand;
import dev.linkledger.inventory.auth.HostWriteAccess;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.axon.EventSources;
import dev.linkledger.inventory.query.MeasurementQueries;
import dev.linkledger.inventory.query.MeasurementView;
import dev.linkledger.probe.observation.Measurement;
import io.quarkus.security.PermissionsAllowed;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.net.URI;
import java.util.List;

/** Throughput measurements of a host's devices, each tied to the link it ran over. */
@RolesAllowed(Roles.READER)
@Path("/api/hosts/{hostId}/measurements")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Measurements")
public class MeasurementResource {
    @Inject
    CommandSender commands;
    @Inject
    MeasurementQueries measurements;

    @PermissionsAllowed(HostWriteAccess.PERMISSION)
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Record a measurement made by `probe measure` (failed and aborted runs included)",
            description = "201 with the measurement and its efficiency against the link's practical ceiling; "
                    + "a repeat of the same measurementId is 200 and records nothing.")
    @APIResponse(responseCode = "201", description = "Recorded: the measurement, its URL in Location")
    @APIResponse(responseCode = "200", description = "The same measurement was recorded before; nothing new")
    public Response record(@PathParam("hostId") String hostId, Measurement measurement) {
        String host = HostIds.valid(hostId);
        if (measurement == null) throw ProblemException.badRequest(null, "a JSON measurement body is required");
        if (measurement.measurementId() == null || measurement.measurementId().isBlank())
            throw ProblemException.badRequest("measurementId", "a measurement id is required");
        MeasurementOutcome outcome = commands.send(measurement.measurementId(),
                new RecordMeasurementCommand(measurement.measurementId(), host, measurement), EventSources.probe(host));
        Object body = measurements.get(measurement.measurementId()).map(MeasurementView::of).orElse(null);
        if (body == null) body = outcome;
        return outcome.duplicate() ? Response.ok(body).build()
                : Response.created(URI.create("/api/hosts/" + host + "/measurements/" + measurement.measurementId()))
                .entity(body).build();
    }

    @GET
    @Operation(summary = "The host's measurements, newest first; `device=3-2` for one device")
    public List<MeasurementView> list(@PathParam("hostId") String hostId, @QueryParam("device") String device) {
        String host = HostIds.known(hostId);
        return measurements.forHost(host, device).stream().map(MeasurementView::of).toList();
    }
}
