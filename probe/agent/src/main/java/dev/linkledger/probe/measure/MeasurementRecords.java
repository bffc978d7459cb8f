package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasuredLink;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementSetup;
import dev.linkledger.probe.sysfs.BlockDeviceResolver;
import dev.linkledger.rules.link.LinkCeilings;
import dev.linkledger.rules.link.LinkMode;

import java.time.Instant;

/**
 * Binds an engine's numbers to their parameters, setup and link: the record the probe prints and
 * posts. A rate above the link's practical ceiling is flagged {@code cached}: no device behind
 * that link can deliver it, so it must not be shown as the device's speed.
 */
public final class MeasurementRecords {
    private static final double MB = 1e6;
    private static final double MIB = 1 << 20;

    private MeasurementRecords() {
    }

    public static Measurement of(String measurementId, String hostId, Instant startedAt, MeasureParameters p,
                                 EngineRun run, BlockDeviceResolver.Resolution resolution) {
        double seconds = run.seconds();
        boolean timed = seconds > 0;
        double mbps = timed ? run.bytes() / seconds / MB : 0;
        MeasuredLink link = resolution == null ? null : resolution.link();
        Integer ceiling = practicalCeiling(link);
        MeasurementSetup setup = new MeasurementSetup(ProbeBuild.VERSION, ProbeBuild.jarSha256(), ProbeBuild.kernelRelease(),
                run.command());
        return new Measurement(measurementId, hostId, startedAt, p.file().toString(), p.pattern().name(), p.blockSize(),
                p.iodepth(), p.direct(), p.sizeLimit(), p.runtime().toMillis() / 1000.0, p.warmup().toMillis() / 1000.0,
                p.timeBased(), run.engine(), run.engineVersion(), run.status(), run.reason(), run.bytes(), seconds,
                mbps, timed ? run.bytes() / seconds / MIB : 0,
                timed ? run.ios() / seconds : 0, run.cpuPercent(), run.latencyP50Micros(), run.latencyP99Micros(), setup,
                link, resolution == null ? null : resolution.note(), ceiling, ceiling != null && mbps > ceiling);
    }

    /** The practical goodput of the link's mode (UAS or BOT by its driver); null when the link or its mode is unknown. */
    static Integer practicalCeiling(MeasuredLink link) {
        if (link == null || link.speedMbps() == null || !link.speedMbps().numeric()) return null;
        LinkMode mode = LinkMode.fromKernel(link.speedMbps().mbps(), link.rxLanes() == null ? 1 : link.rxLanes());
        return mode == null ? null : LinkCeilings.bundled().practicalMBps(mode, "uas".equals(link.driver()));
    }
}
