package dev.linkledger.advisor.web;

import dev.linkledger.inventory.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingStatus;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.inventory.rest.HostIds;
import dev.linkledger.inventory.rest.HostResource;
import dev.linkledger.inventory.rest.ProblemException;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import dev.linkledger.advisor.web.live.PageStreams;
import dev.linkledger.advisor.web.live.ViewChanges;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A host: its tree as {@code lsusb -t} shows it, its findings, its connectors; the live part is
 * redrawn when the host's views change, told by the page's server-sent events (polled where the stream
 * is refused), and answers 204 while nothing changed; the time slider redraws the tree as it was
 * ({@code topology?at=}).
 */
@Path(Links.PREFIX + "/hosts/{hostId}")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class HostPage {
    @Inject
    HostResource hosts;
    @Inject
    FindingQueries findings;
    @Inject
    HostTimeline timeline;
    @Inject
    PageStreams streams;
    @Inject
    ViewChanges changes;

    record host(String hostId, String hostname, HostLive live, String since) implements TemplateInstance {
    }

    record live(HostLive live) implements TemplateInstance {
    }

    record slider(String hostId, List<Instant> stops, int current) implements TemplateInstance {
    }

    @GET
    public TemplateInstance page(@PathParam("hostId") String hostId) {
        // The version first: a change after it, and before the stream opens, is told when the stream opens.
        String since = changes.version(HostIds.known(hostId));
        TopologyView now = hosts.topology(hostId, null);
        return new host(now.hostId(), now.hostname(), live(now, null), since);
    }

    /**
     * The page's server-sent events: {@code changed} when the host's views changed (id: their version),
     * from {@code since} (the version the page was drawn at) or the browser's {@code Last-Event-ID}.
     */
    @GET
    @Path("/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Blocking
    public void stream(@PathParam("hostId") String hostId, @QueryParam("since") String since,
                       @HeaderParam("Last-Event-ID") String lastEventId, @Context SseEventSink sink, @Context Sse sse) {
        streams.host(HostIds.known(hostId), since, lastEventId, sink, sse);
    }

    /**
     * The live part: 204 (nothing to redraw) while the version the page has is still current; with
     * {@code step} (a stop of the time slider, 0 = the first event) the tree as it was then.
     */
    @GET
    @Path("/live")
    public Response live(@PathParam("hostId") String hostId, @QueryParam("version") String version,
                         @QueryParam("step") Integer step) {
        Instant at = step == null ? null : stop(hostId, step);
        TopologyView topology = hosts.topology(hostId, at == null ? null : at.toString());
        HostLive live = live(topology, at);
        if (step == null && Objects.equals(version, live.version())) return Response.noContent().build();
        // A new "now" also brings a new stop to the time slider: tell it to reload.
        return step == null ? Response.ok(new live(live)).header("HX-Trigger", "host-changed").build()
                : Response.ok(new live(live)).build();
    }

    /** The slider's instant for {@code step}, or null for its last stop (now). */
    private Instant stop(String hostId, int step) {
        List<Instant> stops = timeline.stops(HostIds.known(hostId));
        if (step < 0 || step >= stops.size())
            throw ProblemException.badRequest("step", "step is between 0 and " + (stops.size() - 1));
        return step == stops.size() - 1 ? null : stops.get(step);
    }

    @GET
    @Path("/slider")
    public TemplateInstance slider(@PathParam("hostId") String hostId) {
        List<Instant> stops = timeline.stops(HostIds.known(hostId));
        if (stops.isEmpty()) throw ProblemException.notFound("host '" + hostId + "' has no recorded events");
        return new slider(hostId, stops, stops.size() - 1);
    }

    private HostLive live(TopologyView topology, Instant at) {
        HostTree tree = HostTree.of(topology);
        List<RecordedFinding> all = at == null ? findings.forHost(topology.hostId(), FindingStatus.ALL) : List.of();
        List<RecordedFinding> open = all.stream().filter(f -> "open".equals(f.status())).toList();
        List<RecordedFinding> resolved = all.stream().filter(f -> !"open".equals(f.status())).toList();
        String version = topology.lastObservedAt() + "/" + all.stream().map(f -> f.id() + f.status())
                .reduce("", String::concat).hashCode();
        return new HostLive(topology.hostId(), at, version, tree.controllers(), tree.connectors(), tree.deviceCount(),
                open, resolved, topology.lastObservedAt(), tree.unplaced());
    }
}
