package dev.linkledger.advisor.advice;

import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Optional;

/** Reads recorded findings. */
@ApplicationScoped
public class FindingQueries {

    public List<RecordedFinding> forHost(String hostId, FindingStatus status) {
        Sort order = Sort.by("issuedAt").and("rule");
        List<FindingEntity> rows = status == FindingStatus.ALL
                ? FindingEntity.list("hostId", order, hostId)
                : FindingEntity.list("hostId = ?1 and status = ?2", order, hostId, status.wire());
        return rows.stream().map(RecordedFinding::of).toList();
    }

    public Optional<FindingEntity> byId(String findingId) {
        return FindingEntity.findByIdOptional(findingId);
    }
}
