package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableRecord;
import dev.linkledger.inventory.query.CableTestRecord;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.EventRef;
import jakarta.inject.Inject;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The cables attached to a host as rule facts: each declaration next to what its links proved.
 * A cable in a drawer belongs to no host's advice (the cable rules would otherwise repeat it on
 * every host); retired cables are gone.
 */
@ApplicationScoped
public class CableFacts {
    private static final String MEASURED = "CableCapabilityMeasuredEvent";

    @Inject
    CableQueries queries;

    public List<CableFact> attachedTo(String hostId) {
        List<CableRecord> cables = queries.attachedToHost(hostId);
        if (cables.isEmpty()) return List.of();
        Map<String, List<CableTestRecord>> testsByCable = queries.tests(cables.stream().map(CableRecord::cableId).toList())
                .stream().collect(Collectors.groupingBy(CableTestRecord::cableId));
        return cables.stream().map(c -> of(c, testsByCable.getOrDefault(c.cableId(), List.of()))).toList();
    }

    static CableFact of(CableRecord c, List<CableTestRecord> tests) {
        // The bounds are the cable's standing verdict, recomputed from every test; the tests give their events.
        Optional<CableTestRecord> fastest = tests.stream().max(Comparator.comparingInt(CableTestRecord::mbps));
        Optional<CableTestRecord> limit = c.limitMbps() == null ? Optional.empty() : tests.stream()
                .filter(t -> t.verdict() == CableVerdict.LIMITED_TO && t.mbps() == c.limitMbps()).findFirst();
        List<EventRef> measurements = new ArrayList<>();
        limit.ifPresent(t -> measurements.add(new EventRef(t.eventId(), MEASURED, t.measuredAt())));
        fastest.filter(t -> limit.isEmpty() || !limit.get().eventId().equals(t.eventId()))
                .ifPresent(t -> measurements.add(new EventRef(t.eventId(), MEASURED, t.measuredAt())));
        List<EventRef> events = new ArrayList<>();
        events.add(new EventRef(c.registeredEvent(), "CableRegisteredEvent", c.registeredAt()));
        if (c.declaredEvent() != null) events.add(new EventRef(c.declaredEvent(), "CableIdentityDeclaredEvent", null));
        return new CableFact(c.cableId(), c.label(), c.rating(), c.declared() == null ? null : c.declared().maxSpeedMbps(),
                c.limitMbps(), c.provenMbps(), c.attachedHost(), firstPort(c.attachedPorts()), c.attachedDevicePath(),
                events, measurements);
    }

    /** The connector's first kernel port name (its USB 2.0 half when it has both). */
    private static String firstPort(List<String> ports) {
        return ports.isEmpty() ? null : ports.get(0);
    }
}
