package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.MeasurementQueries;
import dev.linkledger.inventory.query.MeasurementView;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/** Measurements made through a cable (the cable attached to the measured device's connector then). */
@RolesAllowed(Roles.READER)
@Path("/api/cables/{cableId}/measurements")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Measurements")
public class CableMeasurementResource {
    @Inject
    CableQueries cables;
    @Inject
    MeasurementQueries measurements;

    @GET
    @Operation(summary = "Measurements made through this cable, newest first")
    public List<MeasurementView> list(@PathParam("cableId") String cableId) {
        if (cables.get(cableId).isEmpty()) throw ProblemException.notFound("no cable '" + cableId + "'");
        return measurements.forCable(cableId).stream().map(MeasurementView::of).toList();
    }
}
