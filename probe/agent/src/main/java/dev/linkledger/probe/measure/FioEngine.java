package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasurementStatus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs {@code fio} with the same parameters as the built-in engine and reads its JSON. */
public final class FioEngine implements MeasureEngine {
    public static final String NAME = "fio";

    private final String executable;
    private String version;

    public FioEngine(String executable) {
        this.executable = executable;
    }

    /** The {@code fio} on PATH, or null when there is none. */
    public static String onPath() {
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String dir : path.split(java.io.File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, "fio");
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) return candidate.toString();
        }
        return null;
    }

    @Override
    public String name() {
        return NAME;
    }

    /** {@code fio --version}, asked once. */
    @Override
    public synchronized String version() {
        if (version == null) {
            try {
                Process process = new ProcessBuilder(executable, "--version").redirectErrorStream(true).start();
                String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                process.waitFor(10, TimeUnit.SECONDS);
                version = FioJsonParser.version(out.lines().findFirst().orElse(null));
            } catch (IOException e) {
                version = "unknown";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                version = "unknown";
            }
        }
        return version;
    }

    public List<String> command(MeasureParameters p) {
        List<String> c = new ArrayList<>(List.of(executable, "--output-format=json", "--name=linkledger-measure",
                "--filename=" + p.file(), "--rw=" + p.pattern().name(), "--bs=" + p.blockSize(),
                "--iodepth=" + p.iodepth(), "--direct=" + (p.direct() ? 1 : 0), "--ioengine=libaio",
                "--runtime=" + p.runtime().toMillis() + "ms"));
        if (!p.pattern().writes()) c.add("--readonly");
        if (p.sizeLimit() > 0) c.add("--size=" + p.sizeLimit());
        if (!p.warmup().isZero()) c.add("--ramp_time=" + p.warmup().toMillis() + "ms");
        if (p.timeBased()) c.add("--time_based");
        return c;
    }

    @Override
    public EngineRun run(MeasureParameters p, RunControl control) throws IOException {
        List<String> command = command(p);
        Process process = new ProcessBuilder(command).start();
        CompletableFuture<String> stdout = drain(process.getInputStream());
        CompletableFuture<String> stderr = drain(process.getErrorStream());
        long start = System.nanoTime();
        double limit = (p.warmup().toNanos() + p.runtime().toNanos()) / 1e9;
        try {
            while (!process.waitFor(100, TimeUnit.MILLISECONDS)) {
                double elapsed = (System.nanoTime() - start) / 1e9;
                // fio's JSON output says nothing until it ends: only a time-based run knows how far it is.
                control.progress().update(p.timeBased() ? Math.min(1, elapsed / limit) : Double.NaN, 0, elapsed);
                if (control.abortReason() != null) {
                    process.destroy();
                    process.waitFor(5, TimeUnit.SECONDS);
                    return aborted(command, control.abortReason());
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            return aborted(command, "interrupted");
        } finally {
            control.progress().finished();
        }
        String out = stdout.join();
        String err = stderr.join();
        if (process.exitValue() != 0) {
            EngineRun failed = new EngineRun(NAME, version(), MeasurementStatus.FAILED,
                    "fio exited with " + process.exitValue() + ": " + FioJsonParser.abbreviate(err.isBlank() ? out : err),
                    0, 0, 0, null, null, null, command);
            if (out.contains("{")) {
                try {
                    return FioJsonParser.parse(out, p.pattern(), command).failed(failed.reason());
                } catch (IOException ignored) {
                    // the exit status alone says enough
                }
            }
            return failed;
        }
        return FioJsonParser.parse(out, p.pattern(), command);
    }

    private EngineRun aborted(List<String> command, String reason) {
        return new EngineRun(NAME, version(), MeasurementStatus.ABORTED, reason,
                0, 0, 0, null, null, null, command);
    }

    /** Its own thread per stream: the common pool may have one thread on a small machine, and a full pipe stalls fio. */
    private static CompletableFuture<String> drain(InputStream in) {
        CompletableFuture<String> text = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try (in) {
                text.complete(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                text.complete("");
            }
        }, "fio-output");
        t.setDaemon(true);
        t.start();
        return text;
    }
}
