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
 * {@code ramp_time} does, and holds at most {@code target()} bytes: requests still in flight
 * when the warm-up ends complete inside the window, so they are charged to it.
 * <p>
 * A sequential run that is not time-based reads the file once, front to back: the warm-up takes
 * the first part and the window ends at the end of the file, never wrapping to re-read its start.
 * Re-read blocks would be counted twice (a 256 MiB file reported 302 MB) and come from the
 * drive's cache rather than its media. Only {@code --time-based} wraps, as fio's does.
 * <p>
 * So that a window always remains, the warm-up of such a run also ends once it has moved a
 * quarter of the file ({@link #WARMUP_SHARE}), whichever comes first: on a fast drive, 0.5 s
 * would otherwise swallow a file of a few hundred MB whole.
 */
final class RunWindow {
    final MeasureParameters p;
    final int align;
    private final RunControl control;
    private final long blocksInExtent;
    private final AtomicLong nextBlock = new AtomicLong();
    /** Bytes requested since the start, warm-up included; less the warm-up's completions, what the window will hold. */
    private final AtomicLong issued = new AtomicLong();
    /** The part of a sequential, not time-based read the warm-up may take at most. */
    static final int WARMUP_SHARE = 4;
    private final AtomicLong warmupBytes = new AtomicLong();
    private final long warmupCap;
    private final LongAdder bytes = new LongAdder();
    private final LongAdder ios = new LongAdder();
    private final AtomicLong lastCompletion = new AtomicLong();
    private final AtomicReference<String> failure = new AtomicReference<>();
    private final List<LatencySamples> samples = new ArrayList<>();
    private volatile boolean stop;
    final long start;
    /** Moves earlier (never later) when the warm-up reaches its cap. */
    private final AtomicLong warmupEnd = new AtomicLong();
    private final long runtimeNanos;

    RunWindow(MeasureParameters p, int align, RunControl control) {
        this.p = p;
        this.align = align;
        this.control = control;
        this.blocksInExtent = Math.max(1, (p.extent() + p.blockSize() - 1) / p.blockSize());
        this.start = System.nanoTime();
        this.warmupEnd.set(start + p.warmup().toNanos());
        this.runtimeNanos = p.runtime().toNanos();
        this.warmupCap = p.pattern().random() || p.timeBased() ? Long.MAX_VALUE : Math.max(1, p.extent() / WARMUP_SHARE);
    }

    /** Each worker records its latencies apart and they are merged at the end. */
    synchronized LatencySamples newSamples() {
        LatencySamples s = new LatencySamples();
        samples.add(s);
        return s;
    }

    /** The next offset to issue, or -1 when the run should issue no more (deadline, end of file, target reached, stopped). */
    long nextOffset(long now) {
        if (stop || control.abortReason() != null) return -1;
        if (now >= deadline()) {
            stop = true;
            return -1;
        }
        long block;
        if (p.pattern().random()) {
            block = ThreadLocalRandom.current().nextLong(p.extent() / p.blockSize());
        } else if (p.timeBased()) {
            block = nextBlock.getAndIncrement() % blocksInExtent;
        } else {
            block = nextBlock.getAndIncrement();
            if (block >= blocksInExtent) return -1;
        }
        long offset = block * p.blockSize();
        long length = length(offset);
        long before = issued.getAndAdd(length);
        if (now >= warmupEnd() && !p.timeBased() && before + length - warmupBytes.get() > p.target()) {
            stop = true;
            return -1;
        }
        return offset;
    }

    /** A full block, or the rest of the extent rounded up to the alignment direct I/O needs. */
    int length(long offset) {
        long rest = p.extent() - offset;
        if (rest >= p.blockSize()) return p.blockSize();
        return (int) Math.min(p.blockSize(), (rest + align - 1) / align * align);
    }

    void complete(long t0, long t1, long n, LatencySamples s) {
        if (t1 < warmupEnd()) {
            if (warmupBytes.addAndGet(n) >= warmupCap) warmupEnd.accumulateAndGet(t1, Math::min);
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

    /**
     * How far the run is, 0..1: the bytes done (warm-up included) against the bytes planned, so the
     * bar follows the work; or the clock, when that is further on, since the run also ends at the
     * deadline (a slow device on a large file). A time-based run is only as far as its clock.
     */
    double fraction(long now) {
        double byTime = Math.min(1, (now - start) / (double) (deadline() - start));
        if (p.timeBased()) return byTime;
        return Math.max(byTime, Math.min(1, (warmupBytes.get() + bytes.sum()) / (double) plannedBytes()));
    }

    /**
     * The bytes this run means to transfer: what the warm-up has read so far and then
     * {@code target()}, but for a sequential read no more than the file holds (it stops at its end).
     */
    long plannedBytes() {
        long planned = warmupBytes.get() + p.target();
        return p.pattern().random() ? planned : Math.max(1, Math.min(planned, p.extent()));
    }

    /** When the warm-up ends (or ended): its time, or earlier once it read its share of the file. */
    long warmupEnd() {
        return warmupEnd.get();
    }

    private long deadline() {
        return warmupEnd() + runtimeNanos;
    }

    long bytes() {
        return bytes.sum();
    }

    EngineRun result(String engine, String version, Double cpuPercent) {
        long measuredStart = Math.max(start, warmupEnd());
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
            reason = "nothing measured after the warm-up of " + p.warmup().toMillis() + " ms (" + warmupBytes.get()
                    + " bytes discarded): the run ended within it (a sequential read stops at the end of the file); use a larger file or --size, --time-based or --warmup 0";
        }
        return new EngineRun(engine, version, status, reason, bytes.sum(), seconds, ios.sum(), cpuPercent, pct[0], pct[1], List.of());
    }
}
