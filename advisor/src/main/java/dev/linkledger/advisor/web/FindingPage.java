package dev.linkledger.advisor.web;

import dev.linkledger.inventory.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import dev.linkledger.inventory.query.StoredEventView;
import dev.linkledger.advisor.advice.FindingWhy;
import dev.linkledger.advisor.rest.FindingWhyResource;
import dev.linkledger.advisor.web.chain.ChainPicture;
import dev.linkledger.advisor.web.verdict.Verdict;
import dev.linkledger.advisor.web.verdict.Verdicts;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Why a finding was made: the rule's description, the chain it is about, its suspects (blamed,
 * eliminated and why, remaining), the facts it matched with their provenance, and the events behind
 * them as one timeline, ending with the event that resolved it. Built from the API's answers.
 */
@Path(Links.PREFIX + "/findings/{findingId}")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class FindingPage {
    @Inject
    FindingWhyResource why;
    @Inject
    Verdicts verdicts;

    /** One event on the timeline with the facts it established. */
    public record Moment(StoredEventView event, List<String> facts) {
    }

    record finding(FindingWhy why, String hostHref, List<Moment> timeline, Verdict verdict, ChainPicture picture)
            implements TemplateInstance {
    }

    @GET
    public TemplateInstance page(@PathParam("findingId") String findingId) {
        FindingWhy w = why.why(findingId);
        Verdict verdict = verdicts.ofFinding(w);
        return new finding(w, Links.host(w.finding().hostId()), timeline(w), verdict,
                verdict.chain() == null ? null : ChainPicture.of("chain", verdict.chain()));
    }

    private static List<Moment> timeline(FindingWhy w) {
        Map<String, Moment> byEvent = new LinkedHashMap<>();
        for (FindingWhy.FactEvidence fact : w.facts()) {
            for (StoredEventView e : fact.events()) {
                byEvent.computeIfAbsent(e.id(), id -> new Moment(e, new ArrayList<>())).facts().add(fact.fact());
            }
        }
        List<Moment> moments = new ArrayList<>(byEvent.values());
        if (w.resolvedBy() != null) moments.add(new Moment(w.resolvedBy(), List.of("resolved the finding: the condition no longer held")));
        moments.sort(Comparator.comparing(m -> m.event().at() == null ? java.time.Instant.EPOCH : m.event().at()));
        return moments;
    }
}
