package dev.linkledger.advisor.rest;

import dev.linkledger.inventory.query.StoredEventView;
import dev.linkledger.inventory.query.StoredEvents;
import dev.linkledger.advisor.advice.FindingEntity;
import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingWhy;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.advisor.engine.RuleEngine;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.rest.ProblemException;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
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
import java.util.Optional;

/** Why a finding was made. */
@RolesAllowed(Roles.READER)
@Path("/api/findings")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Findings")
public class FindingWhyResource {
    @Inject
    FindingQueries findings;
    @Inject
    RuleEngine rules;
    @Inject
    StoredEvents events;

    @GET
    @Path("/{findingId}")
    @Operation(summary = "Why a finding was made: rule, matched facts with their events, catalog entries, resolution")
    public FindingWhy why(@PathParam("findingId") String findingId) {
        FindingEntity entity = findings.byId(findingId)
                .orElseThrow(() -> ProblemException.notFound("no finding '" + findingId + "'"));
        RecordedFinding finding = RecordedFinding.of(entity);
        List<FindingWhy.FactEvidence> facts = finding.evidence().stream()
                .map(e -> new FindingWhy.FactEvidence(e.fact(), e.events().stream()
                        .map(ref -> events.find(ref.id()).orElse(
                                new StoredEventView(ref.id(), ref.type(), ref.at(), null, -1, null, null)))
                        .toList()))
                .toList();
        List<CatalogEntry> catalog = finding.catalogEntries() == null ? List.of() : finding.catalogEntries().stream()
                .map(vidPid -> vidPid.split(":"))
                .filter(parts -> parts.length == 2)
                .map(parts -> DeviceCatalog.bundled().find(parts[0], parts[1]))
                .flatMap(Optional::stream)
                .toList();
        return new FindingWhy(finding, rules.rules().get(finding.rule()), facts, catalog,
                entity.triggerEvent == null ? null : events.find(entity.triggerEvent).orElse(null),
                entity.resolvedByEvent == null ? null : events.find(entity.resolvedByEvent).orElse(null));
    }
}
