package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasurementStatus;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * One run of the built-in engine. I/O completing before the warm-up ends is discarded; the
 * measured window runs from the end of the warm-up to the last completion, as fio's
 * {@code ramp_time} does, and (unless time-based) covers {@code target()} bytes issued after it.
 */
final class BuiltinRun {
    private final MeasureParameters p;
    private final int align;
    private final List<FileChannel> channels;
    private final RunControl control;
    private final long blocksInExtent;
    private final AtomicLong nextBlock = new AtomicLong();
    private final AtomicLong measuredIssued = new AtomicLong();
    private final LongAdder warmupBytes = new LongAdder();
    private final LongAdder bytes = new LongAdder();
    private final LongAdder ios = new LongAdder();
    private final AtomicLong lastCompletion = new AtomicLong();
    private final AtomicReference<String> failure = new AtomicReference<>();
    private volatile boolean stop;
    private long start;
    private long warmupEnd;
    private long deadline;

    BuiltinRun(MeasureParameters p, int align, List<FileChannel> channels, RunControl control) {
        this.p = p;
        this.align = align;
        this.channels = channels;
        this.control = control;
        this.blocksInExtent = Math.max(1, (p.extent() + p.blockSize() - 1) / p.blockSize());
    }

    EngineRun execute(String engine, String version) {
        List<LatencySamples> samples = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(channels.size(), r -> {
            Thread t = new Thread(r, "measure-worker");
            t.setDaemon(true);
            return t;
        });
        start = System.nanoTime();
        warmupEnd = start + p.warmup().toNanos();
        deadline = start + p.warmup().toNanos() + p.runtime().toNanos();
        for (FileChannel channel : channels) {
            LatencySamples s = new LatencySamples();
            samples.add(s);
            pool.submit(() -> work(channel, s));
        }
        pool.shutdown();
        long cpuStart = -1;
        long cpuStartWall = 0;
        try {
            while (true) {
                long now = System.nanoTime();
                if (cpuStart < 0 && now >= warmupEnd) {
                    cpuStart = ProcessCpu.nanos();
                    cpuStartWall = now;
                }
                long wait = cpuStart < 0 ? Math.min(100_000_000L, Math.max(1, warmupEnd - now)) : 100_000_000L;
                if (pool.awaitTermination(wait, TimeUnit.NANOSECONDS)) break;
                if (control.abortReason() != null) stop = true;
                report(System.nanoTime());
            }
        } catch (InterruptedException e) {
            control.abort("interrupted");
            stop = true;
            pool.shutdownNow();
            Thread.currentThread().interrupt();
        }
        long cpuEnd = ProcessCpu.nanos();
        long cpuEndWall = System.nanoTime();
        control.progress().finished();
        return result(engine, version, samples, cpuStart, cpuEnd, cpuEndWall - cpuStartWall);
    }

    private EngineRun result(String engine, String version, List<LatencySamples> samples, long cpuStart, long cpuEnd, long cpuWall) {
        long measuredStart = Math.max(start, warmupEnd);
        double seconds = ios.sum() == 0 ? 0 : (lastCompletion.get() - measuredStart) / 1e9;
        Double cpu = cpuStart < 0 || cpuEnd < 0 || cpuWall <= 0 ? null : 100.0 * (cpuEnd - cpuStart) / cpuWall;
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
        return new EngineRun(engine, version, status, reason, bytes.sum(), seconds, ios.sum(), cpu, pct[0], pct[1], List.of());
    }

    private void work(FileChannel channel, LatencySamples samples) {
        ByteBuffer buffer = ByteBuffer.allocateDirect(p.blockSize() + align).alignedSlice(align);
        if (p.pattern().writes()) fillRandom(buffer);
        try {
            while (!stop) {
                long now = System.nanoTime();
                if (now >= deadline) {
                    stop = true;
                    break;
                }
                long offset = nextOffset(now);
                if (offset < 0) break;
                buffer.clear().limit(length(offset));
                long t0 = System.nanoTime();
                int n = p.pattern().writes() ? channel.write(buffer, offset) : channel.read(buffer, offset);
                long t1 = System.nanoTime();
                if (n <= 0) continue; // end of a device whose size was rounded; the next offset wraps
                complete(t0, t1, n, samples);
            }
        } catch (IOException | RuntimeException e) {
            failure.compareAndSet(null, p.file() + ": " + e);
            stop = true;
        }
    }

    /** -1 when the measured window has issued all it should. */
    private long nextOffset(long now) {
        if (now >= warmupEnd && !p.timeBased() && measuredIssued.getAndAdd(p.blockSize()) >= p.target()) return -1;
        long block = p.pattern().random()
                ? ThreadLocalRandom.current().nextLong(p.extent() / p.blockSize())
                : nextBlock.getAndIncrement() % blocksInExtent;
        return block * p.blockSize();
    }

    /** A full block, or the rest of the extent rounded up to the alignment direct I/O needs. */
    private int length(long offset) {
        long rest = p.extent() - offset;
        if (rest >= p.blockSize()) return p.blockSize();
        return (int) Math.min(p.blockSize(), (rest + align - 1) / align * align);
    }

    private void complete(long t0, long t1, int n, LatencySamples samples) {
        if (t1 < warmupEnd) {
            warmupBytes.add(n);
            return;
        }
        bytes.add(n);
        ios.increment();
        samples.add(t1 - t0);
        lastCompletion.accumulateAndGet(t1, Math::max);
    }

    private void report(long now) {
        double byTime = (now - start) / (double) (deadline - start);
        double byBytes = p.timeBased() ? 0 : measuredIssued.get() / (double) p.target();
        control.progress().update(Math.min(1, Math.max(byTime, byBytes)), bytes.sum(), Math.max(0, now - warmupEnd) / 1e9);
    }

    /** Random data, so a compressing or deduplicating device cannot shortcut the write. */
    private static void fillRandom(ByteBuffer buffer) {
        byte[] chunk = new byte[buffer.capacity()];
        ThreadLocalRandom.current().nextBytes(chunk);
        buffer.clear();
        buffer.put(chunk);
        buffer.clear();
    }
}
