package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.advice.FindingWhy;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.advisor.rest.FindingWhyResource;
import dev.linkledger.advisor.web.chain.ChainBuilder;
import dev.linkledger.advisor.web.chain.ChainView;
import dev.linkledger.advisor.web.chain.Chains;
import dev.linkledger.advisor.web.chain.Hop;
import dev.linkledger.advisor.web.chain.HopState;
import dev.linkledger.advisor.web.chain.Provenance;
import dev.linkledger.inventory.query.StoredEventView;
import dev.linkledger.inventory.query.StoredEvents;
import dev.linkledger.rules.facts.EventRef;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every finding's verdict, built the same way whatever its rule: its suspects are the hops of the chain
 * it is about (the device's, the hub's worst device's, the cable's device's), judged against what flows
 * now; its facts are its matched evidence, each with a provenance ({@link EvidenceProvenance}). A rule
 * added tomorrow gets both without a line here.
 */
@ApplicationScoped
public class Verdicts {
    @Inject
    FindingWhyResource why;
    @Inject
    Chains chains;
    @Inject
    StoredEvents stored;

    public Verdict ofFinding(String findingId) {
        return ofFinding(why.why(findingId));
    }

    /** The verdict of a finding whose why is already read. */
    public Verdict ofFinding(FindingWhy w) {
        RecordedFinding f = w.finding();
        ChainBuilder host = chains.of(f.hostId());
        EvidenceProvenance provenance = new EvidenceProvenance(host::device);
        Map<String, EventLink> known = new HashMap<>();
        List<ProvenFact> facts = w.facts().stream().map(e -> {
            List<EventLink> events = e.events().stream().map(s -> remember(known, s)).toList();
            Provenance p = provenance.of(e.fact(), events.stream().map(EventLink::type).toList());
            return new ProvenFact(e.fact(), p, EvidenceProvenance.how(p), events);
        }).toList();

        String note = null;
        ChainView chain = null;
        if (!"open".equals(f.status())) {
            note = "Resolved: suspects are weighed for open findings, against the host as it is now.";
        } else if (f.ceilingNowMBps() == null) {
            note = "This finding names no ceiling, so there is no cap to find a suspect for.";
        } else {
            chain = chains.forFinding(f, host).orElse(null);
            if (chain == null) note = "The " + f.subject().kind() + " it is about is not connected now, so no chain to weigh.";
        }
        List<Suspect> blamed = List.of(), eliminated = List.of(), remaining = List.of();
        if (chain != null) {
            ChainSuspects suspects = new ChainSuspects(chain, h -> links(known, h));
            blamed = suspects.in(HopState.CAP);
            eliminated = suspects.in(HopState.CLEAR);
            remaining = suspects.in(HopState.SUSPECT);
        }
        return new Verdict(Verdict.SCHEMA, "finding", f.id(), f.hostId(), f.title(), f.explanation(), blamed, eliminated,
                remaining, facts, note, chain);
    }

    private static EventLink remember(Map<String, EventLink> known, StoredEventView s) {
        EventLink link = new EventLink(s.id(), s.type(), s.at(), s.source());
        known.putIfAbsent(s.id(), link);
        return link;
    }

    /** A hop's events, with who recorded them (read once per event). */
    private List<EventLink> links(Map<String, EventLink> known, Hop h) {
        return h.events().stream().map(ref -> known.computeIfAbsent(ref.id(), id -> lookUp(ref))).toList();
    }

    EventLink lookUp(EventRef ref) {
        Optional<StoredEventView> s = stored.find(ref.id());
        return s.map(v -> new EventLink(v.id(), v.type(), v.at(), v.source()))
                .orElse(new EventLink(ref.id(), ref.type(), ref.at(), null));
    }
}
