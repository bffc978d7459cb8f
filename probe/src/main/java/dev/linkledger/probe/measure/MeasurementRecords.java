package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementSetup;
import dev.linkledger.probe.sysfs.BlockDeviceResolver;

import java.time.Instant;

/** Binds an engine's numbers to their parameters, setup and link: the record the probe prints and posts. */
public final class MeasurementRecords {
    private static final double MB = 1e6;
    private static final double MIB = 1 << 20;

    private MeasurementRecords() {
    }

    public static Measurement of(String measurementId, String hostId, Instant startedAt, MeasureParameters p,
                                 EngineRun run, BlockDeviceResolver.Resolution resolution) {
        double seconds = run.seconds();
        boolean timed = seconds > 0;
        MeasurementSetup setup = new MeasurementSetup(ProbeBuild.VERSION, ProbeBuild.jarSha256(), ProbeBuild.kernelRelease(),
                run.command());
        return new Measurement(measurementId, hostId, startedAt, p.file().toString(), p.pattern().name(), p.blockSize(),
                p.iodepth(), p.direct(), p.sizeLimit(), p.runtime().toMillis() / 1000.0, p.warmup().toMillis() / 1000.0,
                p.timeBased(), run.engine(), run.engineVersion(), run.status(), run.reason(), run.bytes(), seconds,
                timed ? run.bytes() / seconds / MB : 0, timed ? run.bytes() / seconds / MIB : 0,
                timed ? run.ios() / seconds : 0, run.cpuPercent(), run.latencyP50Micros(), run.latencyP99Micros(), setup,
                resolution == null ? null : resolution.link(), resolution == null ? null : resolution.note());
    }
}
