package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.web.chain.Provenance;
import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.api.Suspicion;
import dev.linkledger.inventory.query.CableView;
import dev.linkledger.inventory.rest.CableResource;
import dev.linkledger.rules.facts.EventRef;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A cable's standing verdict with its reasoning, from its tests (each a link through it with what both
 * ends could do, {@link LinkEvidence}): a limit blames the cable, and the device, the root hub and the
 * connector (proven faster by other tests, which is what let the inventory blame the cable) are
 * eliminated; an undecided link leaves the cable and that connector as the suspects that remain, the
 * device and the root hub eliminated. Every test is a fact: the link the kernel reported (measured),
 * the verdict drawn from it (demonstrated).
 */
@ApplicationScoped
public class CableVerdicts {
    @Inject
    CableResource cables;
    @Inject
    Verdicts verdicts;

    public Verdict of(String cableId) {
        CableView c = cables.get(cableId);
        String name = "the cable " + c.label();
        List<Suspect> blamed = new ArrayList<>(), eliminated = new ArrayList<>(), remaining = new ArrayList<>();
        Optional<CableView.Test> limit = c.limitMbps() == null ? Optional.empty() : c.tests().stream()
                .filter(t -> "LIMITED_TO".equals(t.verdict()) && t.mbps() == c.limitMbps() && t.evidence() != null).findFirst();
        limit.ifPresent(t -> {
            LinkEvidence e = t.evidence();
            blamed.add(new Suspect(name, "cable", "the link through it on " + where(e) + " came up at " + e.negotiatedMbps()
                    + "M where both ends could do " + orUnknown(e.bothEndsMbps()) + ", on a connector other tests proved faster",
                    Provenance.DEMONSTRATED, List.of(link(t.eventId(), "CableCapabilityMeasuredEvent", t.at()))));
            eliminated.addAll(ends(e));
            eliminated.add(new Suspect("the connector " + where(e), "connector", "other tests proved it carries more than "
                    + e.negotiatedMbps() + "M", Provenance.DEMONSTRATED, List.of()));
        });
        // A link below both ends through this cable, where the cable was proven faster: its connector held it.
        Optional<CableView.Test> proof = c.provenMbps() == null ? Optional.empty() : c.tests().stream()
                .filter(t -> t.mbps() == c.provenMbps()).findFirst();
        for (CableView.Test t : c.tests()) {
            LinkEvidence e = t.evidence();
            boolean below = e != null && e.bothEndsMbps() != null && e.negotiatedMbps() < e.bothEndsMbps();
            boolean explained = limit.map(l -> l.eventId().equals(t.eventId())).orElse(false) || c.suspicions().stream()
                    .anyMatch(s -> Objects.equals(s.linkEventId(), e == null ? null : e.linkEventId()));
            if (!below || explained || c.provenMbps() == null || c.provenMbps() <= e.negotiatedMbps()) continue;
            blamed.add(new Suspect("the connector " + where(e), "connector", "it held the link at " + e.negotiatedMbps()
                    + "M where both ends could do " + e.bothEndsMbps() + "M, through this cable proven at " + c.provenMbps() + "M",
                    Provenance.DEMONSTRATED, List.of(link(t.eventId(), "CableCapabilityMeasuredEvent", t.at()))));
            eliminated.add(new Suspect(name, "cable", "proven at " + c.provenMbps() + "M" + proof.map(p -> p.evidence() == null ? ""
                    : " on host " + where(p.evidence())).orElse("") + ", more than the " + e.negotiatedMbps() + "M link",
                    Provenance.DEMONSTRATED, proof.map(p -> List.of(link(p.eventId(), "CableCapabilityMeasuredEvent", p.at())))
                    .orElse(List.of())));
            ends(e).forEach(x -> { if (!eliminated.contains(x)) eliminated.add(x); });
        }
        for (Suspicion s : c.suspicions()) {
            Optional<CableView.Test> test = c.tests().stream()
                    .filter(t -> t.evidence() != null && Objects.equals(t.evidence().linkEventId(), s.linkEventId())).findFirst();
            String at = s.hostId() + " " + String.join(" + ", s.portIds());
            String because = "the link through both came up at " + s.mbps() + "M where both ends could do "
                    + orUnknown(s.bothEndsMbps()) + "; no test has proven either faster";
            remaining.add(new Suspect(name, "cable", because, Provenance.UNKNOWN, List.of(link(s.linkEventId(), null, null))));
            remaining.add(new Suspect("the connector " + at, "connector", because, Provenance.UNKNOWN, List.of()));
            test.ifPresent(t -> ends(t.evidence()).forEach(x -> { if (!eliminated.contains(x)) eliminated.add(x); }));
        }
        List<ProvenFact> facts = new ArrayList<>();
        for (CableView.Test t : c.tests()) {
            LinkEvidence e = t.evidence();
            if (e != null) {
                facts.add(new ProvenFact("a link through it on " + where(e) + " came up at " + e.negotiatedMbps() + "M",
                        Provenance.MEASURED, EvidenceProvenance.how(Provenance.MEASURED),
                        List.of(link(e.linkEventId(), e.linkEventType(), null))));
            }
            facts.add(new ProvenFact(t.summary(), Provenance.DEMONSTRATED, EvidenceProvenance.how(Provenance.DEMONSTRATED),
                    List.of(link(t.eventId(), "CableCapabilityMeasuredEvent", t.at()))));
        }
        if (c.declared() != null && c.declaredEvent() != null) {
            facts.add(new ProvenFact("its e-marker declares what it carries", Provenance.MEASURED,
                    EvidenceProvenance.how(Provenance.MEASURED), List.of(link(c.declaredEvent(), "CableIdentityDeclaredEvent", null))));
        }
        String conclusion = c.verdict() != null && !c.verdict().isBlank() ? c.verdict()
                : c.tests().isEmpty() ? "Not tested yet: no link has run through it." : "Carries at least " + c.provenMbps() + "M.";
        String note = blamed.isEmpty() && remaining.isEmpty()
                ? (c.tests().isEmpty() ? "No test yet, so no suspect to weigh." : "No link through it ran below both its ends: nothing to blame.")
                : null;
        return new Verdict(Verdict.SCHEMA, "cable", c.id(), c.attachment() == null ? null : c.attachment().hostId(), conclusion,
                "Rated " + (c.rating() == null ? "unknown" : c.rating()) + "; " + c.tests().size() + " test(s).",
                blamed, eliminated, remaining, facts, note, null);
    }

    /** The device and the root hub of a link, each eliminated when it could do more than the link came up at. */
    private List<Suspect> ends(LinkEvidence e) {
        List<Suspect> out = new ArrayList<>();
        if (e.deviceMbps() != null && e.deviceMbps() > e.negotiatedMbps()) {
            out.add(new Suspect("the device " + e.devicePath() + " on " + e.hostId(), "device", "can do " + e.deviceMbps()
                    + "M (" + (e.capabilitySource() == null ? "source unknown" : e.capabilitySource().wire()) + "), more than the "
                    + e.negotiatedMbps() + "M link", Provenance.ofCapability(e.capabilitySource()),
                    e.capabilityEventId() == null ? List.of() : List.of(link(e.capabilityEventId(), null, null))));
        }
        if (e.rootHubMbps() != null && e.rootHubMbps() > e.negotiatedMbps()) {
            out.add(new Suspect("the root hub behind " + where(e), "root-hub", "runs at " + e.rootHubMbps() + "M, more than the "
                    + e.negotiatedMbps() + "M link", Provenance.MEASURED, List.of(link(e.linkEventId(), e.linkEventType(), null))));
        }
        return out;
    }

    private EventLink link(String id, String type, java.time.Instant at) {
        return id == null ? new EventLink(null, type, at, null) : verdicts.lookUp(new EventRef(id, type, at));
    }

    private static String where(LinkEvidence e) {
        return e.hostId() + " " + e.portId();
    }

    private static String orUnknown(Integer mbps) {
        return mbps == null ? "more (unknown)" : mbps + "M";
    }
}
