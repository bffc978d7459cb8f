package dev.linkledger.probe.cli;

import dev.linkledger.probe.client.ObservationClient;
import dev.linkledger.probe.measure.AccessPattern;
import dev.linkledger.probe.measure.BuiltinEngine;
import dev.linkledger.probe.measure.DirectIoRefusedException;
import dev.linkledger.probe.measure.EngineRun;
import dev.linkledger.probe.measure.FileDevice;
import dev.linkledger.probe.measure.FioEngine;
import dev.linkledger.probe.measure.MeasureEngine;
import dev.linkledger.probe.measure.MeasureParameters;
import dev.linkledger.probe.measure.MeasurementRecords;
import dev.linkledger.probe.measure.ProbeBuild;
import dev.linkledger.probe.measure.ProgressListener;
import dev.linkledger.probe.measure.RunControl;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.sysfs.BlockDeviceResolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** {@code probe measure}: throughput of a file or device, bound to its setup and the USB link under it. */
@Command(name = "measure", mixinStandardHelpOptions = true, versionProvider = ProbeCommand.Version.class, description = "Measures the read throughput of a file or device (or the write throughput "
        + "of a scratch file) with direct I/O, and records it with the USB link it ran over.")
public class MeasureCommand implements Callable<Integer> {
    enum EngineChoice { auto, builtin, fio }

    /** File systems that keep files in memory: there is no device under them to measure. */
    private static final Set<String> MEMORY_BACKED = Set.of("tmpfs", "ramfs");

    @Spec
    CommandSpec spec;

    @Mixin
    OutputOptions output;

    @Option(names = "--file", required = true, paramLabel = "PATH", description = "The file or block device to read; with --write, the new scratch file to write.")
    Path file;

    @Option(names = "--engine", defaultValue = "auto", description = "The engine: auto (fio when it is on PATH), builtin or fio (default: ${DEFAULT-VALUE}).")
    EngineChoice engine;

    @Option(names = "--pattern", defaultValue = "read", description = "The access pattern: read or randread (default: ${DEFAULT-VALUE}).")
    AccessPattern pattern;

    @Option(names = "--bs", paramLabel = "SIZE", converter = ByteSizeConverter.class, description = "The size of each request (default: 1M, or 4K for randread).")
    Long blockSize;

    @Option(names = "--iodepth", defaultValue = "32", description = "How many requests are kept in flight (default: ${DEFAULT-VALUE}).")
    int iodepth;

    @Option(names = "--size", paramLabel = "SIZE", converter = ByteSizeConverter.class, description = "How many bytes to measure after the warm-up (default: the rest of the file; required with --write).")
    Long size;

    @Option(names = "--runtime", paramLabel = "TIME", defaultValue = "30s", converter = SecondsConverter.class, description = "The time limit after the warm-up (default: ${DEFAULT-VALUE}).")
    Duration runtime;

    @Option(names = "--warmup", paramLabel = "TIME", defaultValue = "500ms", converter = SecondsConverter.class, description = "How long at the start the I/O is discarded, at most a quarter of a sequential read; the read goes on from where the warm-up stopped (default: ${DEFAULT-VALUE}).")
    Duration warmup;

    @Option(names = "--time-based", description = "Runs for the whole --runtime, starting over at the end of the file.")
    boolean timeBased;

    @Option(names = "--allow-cache", description = "Allows buffered I/O where direct I/O is refused; the record then says direct=false.")
    boolean allowCache;

    @Option(names = "--write", description = "Measures writing to the scratch file --file names, which must not exist and is deleted afterwards; never a device.")
    boolean write;

    @Option(names = "--builtin-io", defaultValue = "auto", description = "The built-in engine's backend: auto (libaio on Linux), libaio or threads (default: ${DEFAULT-VALUE}).")
    BuiltinEngine.Backend builtinIo;

    @Option(names = "--sysfs", paramLabel = "DIR", defaultValue = "/sys", description = "The root of the sysfs tree (default: ${DEFAULT-VALUE}).")
    Path sysfs;

    private final Clock clock = Clock.systemUTC();

    @Override
    public Integer call() throws Exception {
        AccessPattern chosen = checkPattern();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean direct = directAllowed();
        FileDevice device = FileDevice.of(write ? file.toAbsolutePath().getParent() : file);
        BlockDeviceResolver.Resolution resolution = new BlockDeviceResolver(sysfs).resolve(device.major(), device.minor());
        MeasureParameters parameters = new MeasureParameters(file, chosen, blockSize(chosen), iodepth, size == null ? 0 : size,
                extent(device, resolution), runtime, warmup, direct, timeBased);
        MeasureEngine selected = engine(err);
        RunControl control = new RunControl(System.console() != null ? new ProgressBar(err) : ProgressListener.NONE);
        var started = clock.instant().truncatedTo(ChronoUnit.MILLIS);
        CountDownLatch recorded = new CountDownLatch(1);
        Thread onInterrupt = new Thread(() -> {
            control.abort("interrupted (SIGINT/SIGTERM)");
            awaitQuietly(recorded);
        }, "measure-abort");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        try {
            EngineRun run = runEngine(selected, parameters, control);
            Measurement m = MeasurementRecords.of(UUID.randomUUID().toString(), HostName.orLocal(output.host), started,
                    parameters, run, resolution);
            deliver(m, out);
            return m.status() == MeasurementStatus.OK ? ExitCodes.OK : ExitCodes.MEASUREMENT_NOT_OK;
        } finally {
            recorded.countDown();
            removeQuietly(onInterrupt);
            if (write) Files.deleteIfExists(file);
        }
    }

    private AccessPattern checkPattern() throws BadInputException {
        if (write) {
            if (pattern != AccessPattern.read) throw new BadInputException("--write is a sequential write; it cannot be combined with --pattern " + pattern);
            if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                throw new BadInputException(file + ": exists; --write only creates (and then deletes) a new scratch file, never overwrites");
            }
            if (file.toAbsolutePath().normalize().startsWith("/dev")) throw new BadInputException(file + ": --write never writes to devices");
            if (size == null || size == 0) throw new BadInputException("--write needs --size (how much to write to the scratch file)");
            if (!Files.isDirectory(file.toAbsolutePath().getParent())) throw new BadInputException(file + ": no such directory");
            return AccessPattern.write;
        }
        if (pattern == AccessPattern.write) throw new BadInputException("use --write for a write test");
        if (!Files.exists(file)) throw new BadInputException(file + ": no such file");
        if (!Files.isReadable(file)) throw new BadInputException(file + ": not readable");
        return pattern;
    }

    /** Direct I/O unless the user allowed the cache; memory-backed file systems have no device to measure. */
    private boolean directAllowed() throws IOException {
        Path existing = write ? file.toAbsolutePath().getParent() : file;
        String type = Files.getFileStore(existing).type();
        if (MEMORY_BACKED.contains(type) && !allowCache) {
            throw new DirectIoRefusedException(file + ": on " + type + ", which keeps files in memory: there is no device "
                    + "under it and a number would be the speed of RAM (use --allow-cache to measure it anyway, recorded as direct=false)");
        }
        return !allowCache;
    }

    private int blockSize(AccessPattern chosen) throws BadInputException {
        long bs = blockSize != null ? blockSize : chosen.random() ? 4096 : 1 << 20;
        if (bs <= 0 || bs > Integer.MAX_VALUE / 2) throw new BadInputException("--bs " + bs + " is out of range");
        if (iodepth < 1 || iodepth > 1024) throw new BadInputException("--iodepth must be 1..1024");
        return (int) bs;
    }

    /** The bytes that may be touched: the file's size, a device's size from sysfs, or a scratch file's --size. */
    private long extent(FileDevice device, BlockDeviceResolver.Resolution resolution) throws IOException, BadInputException {
        if (write) return size;
        long bytes = device.blockDeviceNode() ? (resolution.sizeBytes() == null ? 0 : resolution.sizeBytes()) : Files.size(file);
        if (bytes <= 0) throw new BadInputException(file + ": size unknown or empty; nothing to read");
        return bytes;
    }

    private MeasureEngine engine(PrintWriter err) throws BadInputException {
        String fio = FioEngine.onPath();
        return switch (engine) {
            case builtin -> new BuiltinEngine(ProbeBuild.VERSION, builtinIo);
            case fio -> {
                if (fio == null) throw new BadInputException("--engine fio: fio is not on PATH (install it, or use --engine builtin)");
                yield new FioEngine(fio);
            }
            case auto -> fio != null ? new FioEngine(fio) : new BuiltinEngine(ProbeBuild.VERSION, builtinIo);
        };
    }

    /** Parameters the engine cannot use (unaligned block size, file smaller than a block) are the user's to fix. */
    private static EngineRun runEngine(MeasureEngine engine, MeasureParameters p, RunControl control) throws IOException, BadInputException {
        try {
            return engine.run(p, control);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    private void deliver(Measurement m, PrintWriter out) throws IOException, InterruptedException, ServerException {
        if (output.json) {
            out.println(ObservationJson.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(m));
        } else {
            out.print(MeasurementSummary.of(m));
        }
        if (output.server != null) {
            var result = new ObservationClient(output.server, output.token).post(m);
            if (!result.ok()) throw new ServerException("POST " + result.uri() + " answered " + result.status());
            out.println("POST " + result.uri() + " -> " + result.status());
        }
        out.flush();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void removeQuietly(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // Already shutting down: the hook is running and waits for us.
        }
    }
}
