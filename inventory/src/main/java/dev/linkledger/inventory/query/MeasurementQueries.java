package dev.linkledger.inventory.query;

import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;

/** Reads recorded measurements, newest first. */
@ApplicationScoped
public class MeasurementQueries {

    public List<MeasurementRecord> forHost(String hostId, String devicePath) {
        Sort newest = Sort.descending("startedAt");
        return ReadOnly.list(devicePath == null
                ? MeasurementEntity.find("hostId", newest, hostId)
                : MeasurementEntity.find("hostId = ?1 and devicePath = ?2", newest, hostId, devicePath), MeasurementRecord::of);
    }

    public java.util.Optional<MeasurementRecord> get(String measurementId) {
        return MeasurementEntity.<MeasurementEntity>findByIdOptional(measurementId).map(MeasurementRecord::of);
    }

    public List<MeasurementRecord> forCable(String cableId) {
        return ReadOnly.list(MeasurementEntity.find("cableId", Sort.descending("startedAt"), cableId), MeasurementRecord::of);
    }
}
