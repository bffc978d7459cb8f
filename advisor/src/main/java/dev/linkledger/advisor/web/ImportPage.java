package dev.linkledger.advisor.web;

import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.HostRecord;
import jakarta.annotation.security.RolesAllowed;
import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingStatus;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.rest.HostIds;
import dev.linkledger.inventory.rest.HostResource;
import dev.linkledger.probe.observation.ObservationNote;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Import a paste: a text box; the result with the reader's notes and the findings it brought. */
@Path(Links.PREFIX + "/imports")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class ImportPage {
    @Inject
    HostResource hosts;
    @Inject
    TopologyQueries topology;
    @Inject
    FindingQueries findings;

    /** A reader's note in words: "line 3: …". */
    public record Note(String text) {
        static Note of(ObservationNote n) {
            String where = n.line() != null ? "line " + n.line() : n.where();
            return new Note((where == null ? "" : where + ": ") + n.message() + (n.kind() == null ? "" : " (" + n.kind() + ")"));
        }
    }

    record imports(List<String> hosts, String host) implements TemplateInstance {
    }

    record result(String hostId, String href, int appendedEvents, List<Note> notes, List<RecordedFinding> newFindings,
                  int openFindings) implements TemplateInstance {
    }

    @GET
    public TemplateInstance form(@QueryParam("host") String host) {
        return new imports(topology.hosts().stream().map(HostRecord::hostId).toList(), host);
    }

    @POST
    @RolesAllowed(Roles.ADMIN)
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public TemplateInstance importPaste(@FormParam("hostId") String hostId, @FormParam("format") String format,
                                        @FormParam("body") String body) {
        String host = HostIds.valid(hostId);
        Set<String> before = findings.forHost(host, FindingStatus.OPEN).stream().map(RecordedFinding::id).collect(Collectors.toSet());
        HostResource.RecordingResult recorded = hosts.importText(host, format == null || format.isBlank() ? null : format, body);
        List<RecordedFinding> open = findings.forHost(host, FindingStatus.OPEN);
        return new result(host, Links.host(host), recorded.appendedEvents(),
                recorded.notes().stream().map(Note::of).toList(),
                open.stream().filter(f -> !before.contains(f.id())).toList(), open.size());
    }
}
