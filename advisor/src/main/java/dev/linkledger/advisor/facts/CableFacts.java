package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.query.CableEntity;
import dev.linkledger.inventory.query.CableTestEntity;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.EventRef;
import io.quarkus.panache.common.Sort;
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

    public List<CableFact> attachedTo(String hostId) {
        List<CableEntity> cables = CableEntity.list("attachedHost = ?1 and retired = false", Sort.by("cableId"), hostId);
        if (cables.isEmpty()) return List.of();
        Map<String, List<CableTestEntity>> testsByCable = CableTestEntity.<CableTestEntity>list("cableId in ?1",
                        Sort.by("measuredAt").and("eventId"), cables.stream().map(c -> c.cableId).toList()).stream()
                .collect(Collectors.groupingBy(t -> t.cableId));
        return cables.stream().map(c -> of(c, testsByCable.getOrDefault(c.cableId, List.of()))).toList();
    }

    static CableFact of(CableEntity c, List<CableTestEntity> tests) {
        // The bounds are the cable's standing verdict, recomputed from every test; the tests give their events.
        Optional<CableTestEntity> fastest = tests.stream().max(Comparator.comparingInt(t -> t.mbps));
        Optional<CableTestEntity> limit = c.limitMbps == null ? Optional.empty() : tests.stream()
                .filter(t -> CableVerdict.LIMITED_TO.name().equals(t.verdict) && t.mbps == c.limitMbps).findFirst();
        List<EventRef> measurements = new ArrayList<>();
        limit.ifPresent(t -> measurements.add(new EventRef(t.eventId, MEASURED, t.measuredAt)));
        fastest.filter(t -> limit.isEmpty() || !limit.get().eventId.equals(t.eventId))
                .ifPresent(t -> measurements.add(new EventRef(t.eventId, MEASURED, t.measuredAt)));
        List<EventRef> events = new ArrayList<>();
        events.add(new EventRef(c.registeredEvent, "CableRegisteredEvent", c.registeredAt));
        if (c.declaredEvent != null) events.add(new EventRef(c.declaredEvent, "CableIdentityDeclaredEvent", null));
        return new CableFact(c.cableId, c.label, c.rating, c.declared == null ? null : c.declared.maxSpeedMbps(),
                c.limitMbps, c.provenMbps, c.attachedHost, firstPort(c.attachedPorts), c.attachedDevicePath, events,
                measurements);
    }

    /** The connector's first kernel port name (its USB 2.0 half when it has both). */
    private static String firstPort(String ports) {
        if (ports == null || ports.isBlank()) return null;
        return ports.split(",")[0];
    }
}
