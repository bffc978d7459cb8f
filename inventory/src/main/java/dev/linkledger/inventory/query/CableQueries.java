package dev.linkledger.inventory.query;

import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Optional;

/** Reads the cable projection. */
@ApplicationScoped
public class CableQueries {

    /** Cables whose measured capability is in {@code classes} (all cables when null). */
    public List<CableView> list(List<CableCapability> classes) {
        List<CableEntity> cables = classes == null
                ? CableEntity.listAll(Sort.by("label").and("cableId"))
                : CableEntity.list("capability in ?1", Sort.by("label").and("cableId"),
                classes.stream().map(CableCapability::key).toList());
        return cables.stream().map(c -> CableView.of(c, tests(c.cableId))).toList();
    }

    public Optional<CableView> get(String cableId) {
        return CableEntity.<CableEntity>findByIdOptional(cableId).map(c -> CableView.of(c, tests(c.cableId)));
    }

    /** The cable attached to any of these ports of the host, if one is. */
    public Optional<CableEntity> attachedTo(String hostId, List<String> portIds) {
        return CableEntity.<CableEntity>list("attachedHost", hostId).stream()
                .filter(c -> portIds.stream().anyMatch(p -> List.of(c.attachedPorts.split(",")).contains(p)))
                .findFirst();
    }

    private static List<CableTestEntity> tests(String cableId) {
        return CableTestEntity.list("cableId", Sort.by("measuredAt").and("eventId"), cableId);
    }
}
