package dev.linkledger.inventory.query;

import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Reads the cable projection. */
@ApplicationScoped
public class CableQueries {

    /** Cables whose measured capability is in {@code classes} (all cables when null). */
    public List<CableView> list(List<CableCapability> classes) {
        List<CableEntity> cables = classes == null
                ? CableEntity.listAll(Sort.by("label").and("cableId"))
                : CableEntity.list("capability in ?1", Sort.by("label").and("cableId"), classes);
        return cables.stream().map(c -> CableView.of(c, tests(c.cableId))).toList();
    }

    public Optional<CableView> get(String cableId) {
        return CableEntity.<CableEntity>findByIdOptional(cableId).map(c -> CableView.of(c, tests(c.cableId)));
    }

    /** The cable's record as its events left it. */
    public Optional<CableRecord> record(String cableId) {
        return CableEntity.<CableEntity>findByIdOptional(cableId).map(CableRecord::of);
    }

    /** The cables attached to the host and not retired, by id. */
    public List<CableRecord> attachedToHost(String hostId) {
        return ReadOnly.list(CableEntity.find("attachedHost = ?1 and retired = false", Sort.by("cableId"), hostId),
                CableRecord::of);
    }

    /** The cable attached to any of these ports of the host, if one is. */
    public Optional<CableRecord> attachedTo(String hostId, List<String> portIds) {
        return attachedEntity(hostId, portIds).map(CableRecord::of);
    }

    /** The same, as the projection's row (the measurement projection names the cable it ran through). */
    static Optional<CableEntity> attachedEntity(String hostId, List<String> portIds) {
        return CableEntity.<CableEntity>list("attachedHost", hostId).stream()
                .filter(c -> c.attachedPorts != null && portIds.stream().anyMatch(java.util.List.of(c.attachedPorts)::contains))
                .findFirst();
    }

    /** Every test of these cables, oldest first. */
    public List<CableTestRecord> tests(Collection<String> cableIds) {
        if (cableIds.isEmpty()) return List.of();
        return ReadOnly.list(CableTestEntity.find("cableId in ?1", Sort.by("measuredAt").and("eventId"), cableIds),
                CableTestRecord::of);
    }

    /** The cable's tests that carried more than {@code mbps}, fastest first (then oldest). */
    public List<CableTestRecord> testsFasterThan(String cableId, int mbps) {
        return ReadOnly.list(CableTestEntity.find("cableId = ?1 and mbps > ?2", Sort.descending("mbps").and("measuredAt"),
                cableId, mbps), CableTestRecord::of);
    }

    private static List<CableTestEntity> tests(String cableId) {
        return CableTestEntity.list("cableId", Sort.by("measuredAt").and("eventId"), cableId);
    }
}
