package dev.linkledger.advisor.web;

import dev.linkledger.advisor.web.lab.LabGlance;
import dev.linkledger.advisor.web.lab.LabGlances;
import dev.linkledger.advisor.web.lab.LabPicture;
import dev.linkledger.inventory.auth.Roles;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
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
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.util.List;
import java.util.Objects;

/**
 * {@code GET /}: the lab overview, a picture first (slow links per host and cause, the top fixes, the
 * cable drawer by verdict, quiet probes) with the numbers beside, and its search. The live part
 * ({@code /lab/glance}) is redrawn when a host's views change: pushed, or polled where the stream is refused.
 */
@Path("/")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class LabPage {
    @Inject
    LabSearch search;
    @Inject
    LabGlances glances;
    @Inject
    PageStreams streams;
    @Inject
    ViewChanges changes;

    record overview(LabLive live, String query, List<SearchHit> hits, String since) implements TemplateInstance {
    }

    record live(LabLive live) implements TemplateInstance {
    }

    @GET
    public TemplateInstance overview(@QueryParam("q") String q) {
        String query = q == null || q.isBlank() ? null : q.strip();
        String since = changes.version(null);
        return new overview(live(), query, query == null ? List.of() : search.find(query), since);
    }

    /** The live part; 204 while the version the page has is still current. */
    @GET
    @Path(Links.PREFIX + "/glance")
    public Response glance(@QueryParam("version") String version) {
        LabLive live = live();
        if (Objects.equals(version, live.version())) return Response.noContent().build();
        return Response.ok(new live(live)).build();
    }

    /** The overview's server-sent events: {@code changed} when any host's views (or the cable drawer) changed. */
    @GET
    @Path(Links.PREFIX + "/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Blocking
    public void stream(@QueryParam("since") String since, @HeaderParam("Last-Event-ID") String lastEventId,
                       @Context SseEventSink sink, @Context Sse sse) {
        streams.lab(since, lastEventId, sink, sse);
    }

    private LabLive live() {
        LabGlance glance = glances.glance();
        // Everything shown but the moment it was drawn and the probes' last contacts (the quiet list shows those).
        String version = Integer.toHexString(Objects.hash(glance.slow(), glance.fixes(), glance.cables(),
                glance.quiet().stream().map(LabGlance.QuietHost::hostId).toList(),
                glance.hosts().stream().map(h -> List.of(h.hostId(), h.devices(), h.slowLinks(), h.openFindings(),
                        String.valueOf(h.lastObservedAt()))).toList()));
        return new LabLive(glance, LabPicture.of(glance), version);
    }
}
