package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasurementStatus;

import java.util.List;

/**
 * What an engine reports about the measured window (after the warm-up). A failed or aborted run
 * keeps whatever it had measured.
 *
 * @param cpuPercent process CPU time over wall time × 100, null when unknown
 * @param command    the external command that ran (fio), empty for the built-in engine
 */
public record EngineRun(String engine, String engineVersion, MeasurementStatus status, String reason, long bytes,
                        double seconds, long ios, Double cpuPercent, Double latencyP50Micros,
                        Double latencyP99Micros, List<String> command) {
    public EngineRun failed(String why) {
        return new EngineRun(engine, engineVersion, MeasurementStatus.FAILED, why, bytes, seconds, ios, cpuPercent,
                latencyP50Micros, latencyP99Micros, command);
    }
}
