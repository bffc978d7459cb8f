package dev.linkledger.probe.measure;

import java.nio.file.Path;
import java.time.Duration;

/**
 * The same parameters for every engine, so their numbers can be compared.
 *
 * @param sizeLimit bytes to transfer after the warm-up; 0 = the whole file (reads), required for writes
 * @param extent    bytes of the file or device that may be touched (its size)
 * @param warmup    time at the start whose I/O is discarded (fio's {@code ramp_time})
 * @param timeBased keep going (wrapping around the file) until {@code runtime}, as fio's {@code time_based}
 */
public record MeasureParameters(Path file, AccessPattern pattern, int blockSize, int iodepth, long sizeLimit,
                                long extent, Duration runtime, Duration warmup, boolean direct, boolean timeBased) {
    public MeasureParameters {
        if (blockSize <= 0) throw new IllegalArgumentException("block size must be positive");
        if (iodepth <= 0) throw new IllegalArgumentException("iodepth must be positive");
        if (runtime.isNegative() || runtime.isZero()) throw new IllegalArgumentException("runtime must be positive");
    }

    /** Bytes the measured window should transfer when not time-based. */
    public long target() {
        return sizeLimit > 0 ? sizeLimit : extent;
    }
}
