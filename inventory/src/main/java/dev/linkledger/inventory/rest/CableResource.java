package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.AttachCableCommand;
import dev.linkledger.inventory.api.Connector;
import dev.linkledger.inventory.api.DetachCableCommand;
import dev.linkledger.inventory.api.RegisterCableCommand;
import dev.linkledger.inventory.api.RetireCableCommand;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.CableCapability;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableView;
import dev.linkledger.inventory.query.Connectors;
import dev.linkledger.inventory.query.EventHistory;
import dev.linkledger.inventory.query.EventView;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.RestResponse;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.net.URI;
import java.util.List;
import java.util.UUID;

/** Cables: registered by people, attached to connectors, judged by the links through them. */
@RolesAllowed(Roles.READER)
@Path("/api/cables")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Cables")
public class CableResource {
    @Inject
    CommandSender commands;
    @Inject
    CableQueries cables;
    @Inject
    Connectors connectors;
    @Inject
    EventHistory history;

    @RolesAllowed(Roles.ADMIN)
    @POST
    @Operation(summary = "Register a cable with what is printed on it",
            description = "Answers 201 with the cable and its id in Location. The rating is kept as written and read as a link mode.")
    @APIResponse(responseCode = "201", description = "Registered: the cable, its URL in Location")
    public Response register(@Valid CableRequests.Registration body) {
        if (body == null) throw ProblemException.badRequest(null, "a JSON cable body is required");
        String id = UUID.randomUUID().toString();
        commands.byPerson(id, new RegisterCableCommand(id, body.label(), body.connectors(), body.lengthCm(),
                body.rating(), body.notes()));
        return Response.created(URI.create("/api/cables/" + id)).entity(found(id)).build();
    }

    @GET
    @Operation(summary = "List cables, optionally by measured capability",
            description = "capability: usb2 (links proved it limited to USB 2.0), superspeed (proven at 5000 or more), "
                    + "gen1 (proven 5000, not more), gen2 (proven 10000 or more), unverified (nothing proven beyond USB 2.0 "
                    + "and no limit seen).")
    public List<CableView> list(@Parameter(description = "usb2, superspeed, gen1, gen2 or unverified")
                                @QueryParam("capability") String capability) {
        return cables.list(classes(capability));
    }

    @GET
    @Path("/{cableId}")
    @Operation(summary = "One cable with every test of it")
    public CableView get(@PathParam("cableId") String cableId) {
        return found(cableId);
    }

    @RolesAllowed(Roles.ADMIN)
    @POST
    @Path("/{cableId}/attachments")
    @Operation(summary = "Attach the cable to a host's connector",
            description = "portId names the physical connector by either of its kernel port names. 409 when the cable is "
                    + "retired, attached elsewhere, or another cable is on the connector.")
    @APIResponse(responseCode = "201", description = "Attached: the cable with where it is plugged")
    public Response attach(@PathParam("cableId") String cableId, @Valid CableRequests.Attachment body) {
        if (body == null) throw ProblemException.badRequest(null, "a JSON attachment body is required");
        found(cableId);
        String hostId = HostIds.valid(body.hostId());
        Connector connector = connectors.of(hostId, body.portId()).orElseThrow(() -> new ProblemException(
                Problem.of(404, "Not found", "host '" + hostId + "' has no port '" + body.portId() + "'", "portId")));
        cables.attachedTo(hostId, connector.portIds()).filter(other -> !other.cableId().equals(cableId))
                .ifPresent(other -> {
                    throw new ProblemException(Problem.of(409, "Conflict", "cable '" + other.label() + "' (" + other.cableId()
                            + ") is attached to " + connector.portIds() + "; detach it first", "portId"));
                });
        commands.byPerson(cableId, new AttachCableCommand(cableId, connector, body.devicePath()));
        return Response.created(URI.create("/api/cables/" + cableId + "/attachments/current")).entity(found(cableId)).build();
    }

    @RolesAllowed(Roles.ADMIN)
    @DELETE
    @Path("/{cableId}/attachments/current")
    @Operation(summary = "Detach the cable from where it is plugged (nothing happens when it is not attached)")
    public CableView detach(@PathParam("cableId") String cableId) {
        found(cableId);
        commands.byPerson(cableId, new DetachCableCommand(cableId));
        return found(cableId);
    }

    @RolesAllowed(Roles.ADMIN)
    @POST
    @Path("/{cableId}/retirement")
    @Operation(summary = "Retire the cable: it is detached and cannot be attached again")
    public CableView retire(@PathParam("cableId") String cableId, CableRequests.Retirement body) {
        found(cableId);
        commands.byPerson(cableId, new RetireCableCommand(cableId, body == null ? null : body.reason()));
        return found(cableId);
    }

    @GET
    @Path("/{cableId}/events")
    @Operation(summary = "The cable's history: every event, when, and from which source",
            description = "Paged as a host's events: after (the sequence of the last event seen), limit, Link rel=next.")
    public RestResponse<List<EventView>> events(@PathParam("cableId") String cableId, @QueryParam("after") Long after,
                                                @QueryParam("limit") Integer limit, @Context UriInfo uri) {
        found(cableId);
        int size = EventPages.limit(limit);
        return EventPages.page(history.of(cableId, EventPages.after(after), size + 1), size, uri);
    }

    private CableView found(String cableId) {
        return cables.get(cableId).orElseThrow(() -> ProblemException.notFound("no cable '" + cableId + "'"));
    }

    private static List<CableCapability> classes(String capability) {
        if (capability == null || capability.isBlank()) return null;
        return switch (capability) {
            case "usb2" -> List.of(CableCapability.USB2);
            case "superspeed" -> List.of(CableCapability.GEN1, CableCapability.GEN2);
            case "gen1" -> List.of(CableCapability.GEN1);
            case "gen2" -> List.of(CableCapability.GEN2);
            case "unverified" -> List.of(CableCapability.UNVERIFIED);
            default -> throw ProblemException.badRequest("capability",
                    "'" + capability + "' is not one of usb2, superspeed, gen1, gen2, unverified");
        };
    }
}
