package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingStatus;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.advisor.facts.FactProjector;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableTestRecord;
import dev.linkledger.rules.facts.CableFact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A device's chain from what the rules see of its host (the same facts an evaluation reads) and the
 * host's open findings: one read of the host per picture.
 */
@ApplicationScoped
public class Chains {
    @Inject
    FactProjector facts;
    @Inject
    FindingQueries findings;
    @Inject
    CableQueries cables;

    /** The host's chains, ready to draw any of its devices'. */
    public ChainBuilder of(String hostId) {
        List<Object> all = facts.factsFor(hostId).all();
        List<String> cableIds = all.stream().filter(CableFact.class::isInstance).map(f -> ((CableFact) f).id()).toList();
        Map<String, List<CableTestRecord>> tests = cableIds.isEmpty() ? Map.of()
                : cables.tests(cableIds).stream().collect(Collectors.groupingBy(CableTestRecord::cableId));
        return new ChainBuilder(hostId, all, findings.forHost(hostId, FindingStatus.OPEN), tests);
    }

    public Optional<ChainView> chain(String hostId, String path) {
        return of(hostId).chain(path);
    }

    /**
     * The chain a finding is about: its device's; for a hub's finding, the device below it that loses most; for a
     * cable's, the device it carries now.
     */
    public Optional<ChainView> forFinding(RecordedFinding f) {
        if (f.subject() == null || f.hostId() == null) return Optional.empty();
        return forFinding(f, of(f.hostId()));
    }

    /** {@link #forFinding(RecordedFinding)} on a host already read. */
    public Optional<ChainView> forFinding(RecordedFinding f, ChainBuilder host) {
        if (f.subject() == null) return Optional.empty();
        Optional<String> device = switch (f.subject().kind()) {
            case "device" -> host.subjectDevice(f.subject().path());
            case "cable" -> host.cableDevice(f.subject().path());
            default -> Optional.empty();
        };
        return device.flatMap(host::chain);
    }
}
