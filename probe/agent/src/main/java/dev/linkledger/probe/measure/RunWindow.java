package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasurementStatus;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * The bookkeeping of one built-in run, shared by its I/O backends: which offset comes next,
 * when to stop, and what counts. I/O completing before the warm-up ends is discarded; the
 * measured window runs from the end of the warm-up to the last completion, as fio's
 * {@code ramp_time} does, and (unless time-based) covers {@code target()} bytes issued after it.
 */
final class RunWindow {
    final MeasureParameters p;
    final int align;
    private final RunControl control;
    private final long blocksInExtent;
    private final AtomicLong nextBlock = new AtomicLong();
    private final AtomicLong measuredIssued = new AtomicLong();
    private final LongAdder warmupBytes = new LongAdder();
    private final LongAdder bytes = new LongAdder();
    private final LongAdder ios = new LongAdder();
    private final AtomicLong lastCompletion = new AtomicLong();
    private final AtomicReference<String> failure = new AtomicReference<>();
    private final List<LatencySamples> samples = new ArrayList<>();
    private volatile boolean stop;
    final long start;
    final long warmupEnd;
    private final long deadline;

    RunWindow(MeasureParameters p, int align, RunControl control) {
        this.p = p;
        this.align = align;
        this.control = control;
        this.blocksInExtent = Math.max(1, (p.extent() + p.blockSize() - 1) / p.blockSize());
        this.start = System.nanoTime();
        this.warmupEnd = start + p.warmup().toNanos();
        this.deadline = warmupEnd + p.runtime().toNanos();
    }

    /** Each worker records its latencies apart and they are merged at the end. */
    synchronized LatencySamples newSamples() {
        LatencySamples s = new LatencySamples();
        samples.add(s);
        return s;
    }

    /** The next offset to issue, or -1 when the run should issue no more (deadline, target reached, stopped). */
    long nextOffset(long now) {
        if (stop || control.abortReason() != null) return -1;
        if (now >= deadline) {
            stop = true;
            return -1;
        }
        if (now >= warmupEnd && !p.timeBased() && measuredIssued.getAndAdd(p.blockSize()) >= p.target()) return -1;
        long block = p.pattern().random()
                ? ThreadLocalRandom.current().nextLong(p.extent() / p.blockSize())
                : nextBlock.getAndIncrement() % blocksInExtent;
        return block * p.blockSize();
    }

    /** A full block, or the rest of the extent rounded up to the alignment direct I/O needs. */
    int length(long offset) {
        long rest = p.extent() - offset;
        if (rest >= p.blockSize()) return p.blockSize();
        return (int) Math.min(p.blockSize(), (rest + align - 1) / align * align);
    }

    void complete(long t0, long t1, long n, LatencySamples s) {
        if (t1 < warmupEnd) {
            warmupBytes.add(n);
            return;
        }
        bytes.add(n);
        ios.increment();
        s.add(t1 - t0);
        lastCompletion.accumulateAndGet(t1, Math::max);
    }

    void fail(String why) {
        failure.compareAndSet(null, p.file() + ": " + why);
        stop = true;
    }

    void stop() {
        stop = true;
    }

    double fraction(long now) {
        double byTime = (now - start) / (double) (deadline - start);
        double byBytes = p.timeBased() ? 0 : measuredIssued.get() / (double) p.target();
        return Math.min(1, Math.max(byTime, byBytes));
    }

    long bytes() {
        return bytes.sum();
    }

    EngineRun result(String engine, String version, Double cpuPercent) {
        long measuredStart = Math.max(start, warmupEnd);
        double seconds = ios.sum() == 0 ? 0 : (lastCompletion.get() - measuredStart) / 1e9;
        Double[] pct = LatencySamples.percentilesMicros(samples, 50, 99);
        MeasurementStatus status = MeasurementStatus.OK;
        String reason = null;
        if (failure.get() != null) {
            status = MeasurementStatus.FAILED;
            reason = failure.get();
        } else if (control.abortReason() != null) {
            status = MeasurementStatus.ABORTED;
            reason = control.abortReason();
        } else if (ios.sum() == 0 || seconds <= 0) {
            status = MeasurementStatus.FAILED;
            reason = "nothing measured after the warm-up of " + p.warmup().toMillis() + " ms (" + warmupBytes.sum()
                    + " bytes discarded): the run ended within it; use a larger --size, --time-based or --warmup 0";
        }
        return new EngineRun(engine, version, status, reason, bytes.sum(), seconds, ios.sum(), cpuPercent, pct[0], pct[1], List.of());
    }
}
