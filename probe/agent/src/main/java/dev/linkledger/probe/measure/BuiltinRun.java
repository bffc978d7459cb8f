package dev.linkledger.probe.measure;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** Runs a backend's workers and watches them: CPU time from the end of the warm-up, progress, abort. */
final class BuiltinRun {
    private BuiltinRun() {
    }

    static EngineRun execute(RunWindow w, List<Runnable> workers, RunControl control, String engine, String version) {
        ExecutorService pool = Executors.newFixedThreadPool(workers.size(), r -> {
            Thread t = new Thread(r, "measure-worker");
            t.setDaemon(true);
            return t;
        });
        workers.forEach(pool::submit);
        pool.shutdown();
        long cpuStart = -1;
        long cpuStartWall = 0;
        try {
            while (true) {
                long now = System.nanoTime();
                if (cpuStart < 0 && now >= w.warmupEnd()) {
                    cpuStart = ProcessCpu.nanos();
                    cpuStartWall = now;
                }
                long wait = cpuStart < 0 ? Math.min(100_000_000L, Math.max(1, w.warmupEnd() - now)) : 100_000_000L;
                if (pool.awaitTermination(wait, TimeUnit.NANOSECONDS)) break;
                if (control.abortReason() != null) w.stop();
                long later = System.nanoTime();
                control.progress().update(w.fraction(later), w.bytes(), Math.max(0, later - w.warmupEnd()) / 1e9);
            }
        } catch (InterruptedException e) {
            control.abort("interrupted");
            w.stop();
            awaitQuietly(pool);
            Thread.currentThread().interrupt();
        }
        long cpuEnd = ProcessCpu.nanos();
        long wall = System.nanoTime() - cpuStartWall;
        control.progress().finished();
        Double cpu = cpuStart < 0 || cpuEnd < 0 || wall <= 0 ? null : 100.0 * (cpuEnd - cpuStart) / wall;
        return w.result(engine, version, cpu);
    }

    /** In-flight requests must finish before their buffers are freed. */
    private static void awaitQuietly(ExecutorService pool) {
        try {
            pool.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException ignored) {
            Thread.currentThread().interrupt();
        }
    }
}
