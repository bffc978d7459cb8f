package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.Medium;
import dev.linkledger.inventory.api.RegisterEnclosureCommand;
import dev.linkledger.inventory.api.UsbIdentity;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.EnclosureQueries;
import dev.linkledger.inventory.query.EnclosureView;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
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
import java.util.List;
import java.util.UUID;

/** Drive enclosures: bridge, medium, and the USB identity observations find them by. */
@RolesAllowed(Roles.READER)
@Path("/api/enclosures")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Enclosures")
public class EnclosureResource {
    @Inject
    CommandSender commands;
    @Inject
    EnclosureQueries enclosures;

    /**
     * {@code bridge}: the chip ("JMS583") or its vid:pid ("152d:0583"); {@code medium.kind}: NVME, SATA or SD;
     * {@code usb}: the vid:pid and serial the enclosure shows up with (optional).
     */
    public record Registration(@NotBlank(message = "a label is required") String label,
                               @NotBlank(message = "name the bridge chip or its vid:pid") String bridge,
                               @NotNull(message = "the medium is required") Medium medium, Integer ratedMediumMBps,
                               UsbIdentity usb) {
    }

    @RolesAllowed(Roles.ADMIN)
    @POST
    @Operation(summary = "Register an enclosure", description = "Answers 201 with the enclosure and its id in Location.")
    @APIResponse(responseCode = "201", description = "Registered: the enclosure, its URL in Location")
    public Response register(@Valid Registration body) {
        if (body == null) throw ProblemException.badRequest(null, "a JSON enclosure body is required");
        String id = UUID.randomUUID().toString();
        commands.byPerson(id, new RegisterEnclosureCommand(id, body.label(), body.bridge(), body.medium(),
                body.ratedMediumMBps(), body.usb()));
        return Response.created(URI.create("/api/enclosures/" + id)).entity(get(id)).build();
    }

    @GET
    @Operation(summary = "List enclosures, each with where it is connected now")
    public List<EnclosureView> list() {
        return enclosures.list();
    }

    @GET
    @Path("/{enclosureId}")
    @Operation(summary = "One enclosure")
    public EnclosureView get(@PathParam("enclosureId") String enclosureId) {
        return enclosures.get(enclosureId).orElseThrow(() -> ProblemException.notFound("no enclosure '" + enclosureId + "'"));
    }
}
