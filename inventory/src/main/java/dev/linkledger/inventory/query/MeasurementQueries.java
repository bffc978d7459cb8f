package dev.linkledger.inventory.query;

import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;

/** Reads recorded measurements, newest first. */
@ApplicationScoped
public class MeasurementQueries {

    public List<MeasurementEntity> forHost(String hostId, String devicePath) {
        Sort newest = Sort.descending("startedAt");
        return devicePath == null
                ? MeasurementEntity.list("hostId", newest, hostId)
                : MeasurementEntity.list("hostId = ?1 and devicePath = ?2", newest, hostId, devicePath);
    }

    public List<MeasurementEntity> forCable(String cableId) {
        return MeasurementEntity.list("cableId", Sort.descending("startedAt"), cableId);
    }
}
