package dev.linkledger.inventory.rest;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.auth.HostWriteAccess;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.axon.EventSources;
import dev.linkledger.inventory.query.EventHistory;
import dev.linkledger.inventory.query.EventView;
import dev.linkledger.inventory.query.HostRecord;
import dev.linkledger.inventory.query.TopologyAt;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.probe.imports.ImportFormat;
import dev.linkledger.probe.imports.Imports;
import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationDigest;
import dev.linkledger.inventory.query.HeldContent;
import dev.linkledger.inventory.api.LabelPortCommand;
import io.quarkus.security.PermissionsAllowed;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestResponse;

import java.time.Instant;
import java.util.List;

/** Hosts, what probes observed on them, and their current topology. */
@RolesAllowed(Roles.READER)
@Path("/api/hosts")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Hosts")
public class HostResource {

    @Inject
    TopologyQueries queries;
    @Inject
    ObservationRecorder recorder;
    @Inject
    EventHistory history;
    @Inject
    TopologyAt past;
    @Inject
    CommandSender commands;
    @Inject
    HeldContent held;
    @Inject
    com.fasterxml.jackson.databind.ObjectMapper json;
    @Inject
    dev.linkledger.inventory.metrics.LedgerMetrics metrics;

    public record HostSummary(String hostId, String hostname, Instant registeredAt, Instant lastObservedAt) {
        static HostSummary of(HostRecord h) {
            return new HostSummary(h.hostId(), h.hostname(), h.registeredAt(), h.lastObservedAt());
        }
    }

    @GET
    @Operation(summary = "List the hosts the inventory knows")
    public List<HostSummary> list() {
        return queries.hosts().stream().map(HostSummary::of).toList();
    }

    @GET
    @Path("/{hostId}")
    @Operation(summary = "One host")
    public HostSummary get(@PathParam("hostId") String hostId) {
        return queries.host(HostIds.valid(hostId)).map(HostSummary::of)
                .orElseThrow(() -> HostIds.notFound(hostId));
    }

    @PermissionsAllowed(HostWriteAccess.PERMISSION)
    @POST
    @Path("/{hostId}/observations")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Record a probe's observation of the host's USB topology",
            description = "The aggregate diffs it against what it knew and appends fine-grained events; the host's topology "
                    + "and findings are written in the same transaction. The same observation again appends nothing; an older "
                    + "one than the newest applied is stale. The answer's ETag is the digest of the observation's content: sent "
                    + "back as If-None-Match with a re-scan of the same content, it is answered 412 without reading the body "
                    + "while the host still holds that content. A probe asks GET/HEAD .../content first and sends no body at all.")
    @APIResponse(responseCode = "200", description = "Recorded: the events, the topology and the findings committed together")
    @APIResponse(responseCode = "202", description = "The same, answered to a request with Prefer: respond-async (what the probe sends)")
    @APIResponse(responseCode = "412", description = "If-None-Match named the content the host holds: nothing to record")
    public RestResponse<?> observe(@PathParam("hostId") String hostId,
                                   @Parameter(description = "respond-async: answered 202 instead of 200; "
                                           + "either answer comes once everything is committed")
                                   @HeaderParam("Prefer") String prefer,
                                   @Parameter(description = "the ETag of an earlier answer, when this observation has the same content")
                                   @HeaderParam("If-None-Match") String ifNoneMatch,
                                   java.io.InputStream body) throws java.io.IOException, java.sql.SQLException {
        String host = HostIds.valid(hostId);
        String digest = ifNoneMatch == null ? null : held.digest(host);
        if (digest != null && EntityTags.matches(ifNoneMatch, digest)) {
            metrics.observationUnchanged();
            return RestResponse.ResponseBuilder.create(RestResponse.Status.PRECONDITION_FAILED)
                    .header("ETag", EntityTags.of(digest)).build();
        }
        // The body is a stream, read only here: a byte[] parameter had RESTEasy copy the whole body before the
        // method ran, 45 % of an unchanged re-scan's CPU (BENCHMARKS.md "Issue 19's figures profiled").
        byte[] bytes = body == null ? new byte[0] : body.readAllBytes();
        if (bytes.length == 0) throw ProblemException.badRequest(null, "a JSON observation body is required");
        Observation observation = json.readValue(bytes, Observation.class);
        if (observation == null) throw ProblemException.badRequest(null, "a JSON observation body is required");
        RecordingResult result = recorder.record(host, observation, EventSources.probe(hostId));
        RestResponse<RecordingResult> answer = RespondAsync.requestedIn(prefer) ? RespondAsync.accepted(result) : RestResponse.ok(result);
        return RestResponse.ResponseBuilder.fromResponse(answer).header("ETag", EntityTags.of(ObservationDigest.of(observation))).build();
    }

    /** The observation content a host holds, named by its digest: what a probe asks about before sending a scan. */
    public record HeldContentView(String hostId, String digest) {
    }

    @PermissionsAllowed(HostWriteAccess.PERMISSION)
    @GET
    @Path("/{hostId}/content")
    @Operation(summary = "The digest of the observation content the host holds: a probe's question before it sends a scan",
            description = "The digest (and the ETag) is ObservationDigest's of the last observation that changed the host. With "
                    + "If-None-Match naming it the answer is 304 and the probe need not send its scan: the service holds that "
                    + "content. Answered from memory: every instance on the database hears each commit that changes a host's "
                    + "content (PostgreSQL NOTIFY), so neither the event store nor the host's rows are read.")
    @APIResponse(responseCode = "200", description = "The digest of the content the host holds; HEAD answers its headers only")
    @APIResponse(responseCode = "304", description = "If-None-Match named the content the host holds: nothing to send")
    @APIResponse(responseCode = "404", description = "No content is known for the host: send the observation")
    public RestResponse<HeldContentView> content(@PathParam("hostId") String hostId,
                                                 @Parameter(description = "the digest of the probe's scan, as a quoted entity tag")
                                                 @HeaderParam("If-None-Match") String ifNoneMatch) throws java.sql.SQLException {
        String host = HostIds.valid(hostId);
        String digest = held.digest(host);
        if (digest == null) throw ProblemException.notFound("no observation content is known for host '" + hostId + "'");
        if (ifNoneMatch != null && EntityTags.matches(ifNoneMatch, digest)) {
            metrics.observationUnchanged();
            return RestResponse.ResponseBuilder.<HeldContentView>create(RestResponse.Status.NOT_MODIFIED)
                    .header("ETag", EntityTags.of(digest)).build();
        }
        return RestResponse.ResponseBuilder.ok(new HeldContentView(host, digest)).header("ETag", EntityTags.of(digest)).build();
    }

    @PermissionsAllowed(HostWriteAccess.PERMISSION)
    @POST
    @Path("/{hostId}/imports")
    @Consumes(MediaType.TEXT_PLAIN)
    @Operation(summary = "Import a paste of other tools' output as an observation",
            description = "Reads lsusb, lsusb -t/-tv, lsusb -v, usb-devices, cyme --json and dmesg lines, in any mix (format=auto, the default), "
                    + "or only the one format named. Lines that cannot be understood are reported with their line number and "
                    + "skipped; a paste with nothing usable is a 400 listing them.")
    public RecordingResult importText(@PathParam("hostId") String hostId, @QueryParam("format") String format, String text) {
        String host = HostIds.valid(hostId);
        ImportFormat chosen = importFormat(format);
        try {
            Observation observation = new Imports().parse(PasteCharacters.cleaned(text), host, chosen);
            // A kernel log naming nothing USB is answered with its note; only a host not yet known gets it recorded
            // (an empty host), since on a known host it would be a snapshot in which every device was gone.
            if (Imports.namesNothingUsb(observation) && queries.host(host).isPresent())
                return new RecordingResult(host, observation.observationId(), 0, false, observation.notes());
            return recorder.record(host, observation, EventSources.IMPORT);
        } catch (ImportException e) {
            throw new ProblemException(new Problem("about:blank", "Nothing to import", 400, e.getMessage(), "body",
                    e.notes().stream().map(n -> new Problem.FieldError("body", n.line(), n.message())).toList()));
        }
    }

    private static ImportFormat importFormat(String format) {
        try {
            return ImportFormat.parse(format);
        } catch (IllegalArgumentException e) {
            throw ProblemException.badRequest("format", e.getMessage());
        }
    }

    @GET
    @Path("/{hostId}/topology")
    @Operation(summary = "The host's USB topology as a tree: now, or as it was at an instant",
            description = "With at (ISO-8601, e.g. 2026-11-30T10:00:00Z) the tree is rebuilt from the host's events "
                    + "observed up to that instant.")
    public TopologyView topology(@PathParam("hostId") String hostId, @QueryParam("at") String at) {
        String host = HostIds.valid(hostId);
        if (at != null) return past.at(host, instant(at))
                .orElseThrow(() -> ProblemException.notFound("host '" + hostId + "' was not known at " + at));
        return queries.topology(host)
                .orElseThrow(() -> HostIds.notFound(hostId));
    }

    @GET
    @Path("/{hostId}/events")
    @Operation(summary = "The host's history: every event, when it was observed and recorded, and from which source",
            description = "In order, a page at a time: after (the sequence of the last event seen) and limit (default "
                    + EventPages.DEFAULT_LIMIT + ", at most " + EventPages.MAX_LIMIT + "); a Link header with rel=next "
                    + "points at the next page while there is one.")
    public RestResponse<List<EventView>> events(@PathParam("hostId") String hostId, @QueryParam("after") Long after,
                                                @QueryParam("limit") Integer limit, @Context UriInfo uri) {
        String host = HostIds.valid(hostId);
        long from = EventPages.after(after);
        int size = EventPages.limit(limit);
        List<EventView> events = history.of(host, from, size + 1);
        if (events.isEmpty() && (from < 0 || history.of(host, -1, 1).isEmpty())) throw HostIds.notFound(hostId);
        return EventPages.page(events, size, uri);
    }

    @GET
    @Path("/{hostId}/devices/{path}/events")
    @Operation(summary = "The history of the device path on the host: connects, disconnects, link and driver changes",
            description = "Paged as the host's events (after, limit, Link rel=next). 404 when the host never had a device there.")
    public RestResponse<List<EventView>> deviceEvents(@PathParam("hostId") String hostId, @PathParam("path") String path,
                                                      @QueryParam("after") Long after, @QueryParam("limit") Integer limit,
                                                      @Context UriInfo uri) {
        String host = HostIds.valid(hostId);
        String problem = PortPath.problem(path);
        if (problem != null) throw ProblemException.badRequest("path", problem);
        long from = EventPages.after(after);
        int size = EventPages.limit(limit);
        List<EventView> all = history.ofDevice(host, path);
        if (all.isEmpty()) {
            throw new ProblemException(Problem.of(404, "Not found", "host '" + hostId + "' never had a device at " + path, "path"));
        }
        return EventPages.page(all.stream().filter(e -> e.sequence() > from).limit(size + 1L).toList(), size, uri);
    }

    @RolesAllowed(Roles.ADMIN)
    @PUT
    @Path("/{hostId}/ports/{portId}/labels")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Set the labels people use for a connector (replacing earlier ones); both its kernel ports get them")
    public TopologyView.PortView label(@PathParam("hostId") String hostId, @PathParam("portId") String portId,
                                       @Valid PortLabels body) {
        String host = HostIds.valid(hostId);
        if (body == null) throw ProblemException.badRequest("labels", "a JSON body {\"labels\": [...]} is required");
        commands.byPerson(host, new LabelPortCommand(host, portId, body.labels()));
        return queries.port(host, portId).orElseThrow(() -> ProblemException.notFound("no port '" + portId + "'"));
    }

    public record PortLabels(@NotNull(message = "a list of labels is required") List<String> labels) {
    }

    private static Instant instant(String at) {
        try {
            return Instant.parse(at);
        } catch (java.time.format.DateTimeParseException e) {
            throw ProblemException.badRequest("at", "'" + at + "' is not an ISO-8601 instant such as 2026-11-30T10:00:00Z");
        }
    }

    /** What the service did with an observation or import. */
    public record RecordingResult(String hostId, String observationId, int appendedEvents, boolean stale,
                                  List<dev.linkledger.probe.observation.ObservationNote> notes) {
        static RecordingResult of(String hostId, Observation o, ObservationOutcome outcome) {
            return new RecordingResult(hostId, o.observationId(), outcome.appendedEvents(), outcome.stale(),
                    o.notes() == null ? List.of() : o.notes());
        }
    }
}
