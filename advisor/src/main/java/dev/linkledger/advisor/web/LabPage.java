package dev.linkledger.advisor.web;

import dev.linkledger.inventory.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingStatus;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.inventory.query.HostRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.rules.finding.Severity;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;

/** {@code GET /}: the lab overview, and its search. */
@Path("/")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class LabPage {
    @Inject
    TopologyQueries topology;
    @Inject
    FindingQueries findings;
    @Inject
    LabSearch search;

    record overview(List<HostSummary> hosts, String query, List<SearchHit> hits) implements TemplateInstance {
    }

    @GET
    public TemplateInstance overview(@QueryParam("q") String q) {
        String query = q == null || q.isBlank() ? null : q.strip();
        return new overview(hosts(), query, query == null ? List.of() : search.find(query));
    }

    private List<HostSummary> hosts() {
        return topology.hosts().stream().map(this::summary).toList();
    }

    private HostSummary summary(HostRecord h) {
        List<RecordedFinding> open = findings.forHost(h.hostId(), FindingStatus.OPEN);
        return new HostSummary(h.hostId(), h.hostname(), topology.devices(h.hostId()).size(), count(open, Severity.CRITICAL),
                count(open, Severity.WARNING), count(open, Severity.INFO), h.lastObservedAt());
    }

    private static long count(List<RecordedFinding> open, Severity severity) {
        return open.stream().filter(f -> f.severity() == severity).count();
    }
}
