package dev.linkledger.probe.cli;

import dev.linkledger.probe.text.Plural;
import dev.linkledger.probe.client.ObservationClient;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.spool.Backoff;
import dev.linkledger.probe.spool.Spool;
import dev.linkledger.probe.spool.SpoolSender;
import dev.linkledger.probe.sysfs.SysfsReader;
import dev.linkledger.probe.udev.HotplugWatch;
import dev.linkledger.probe.udev.ObservationSink;
import dev.linkledger.probe.udev.RecordedUeventSource;
import dev.linkledger.probe.udev.UeventSource;
import dev.linkledger.probe.udev.UeventSources;
import dev.linkledger.probe.udev.WatchSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/** {@code probe watch}: follow hotplug and keep the service's view of this host current. */
@Command(name = "watch", mixinStandardHelpOptions = true, versionProvider = ProbeCommand.Version.class, description = {
        "Scans at start, again after each burst of USB, Type-C or Thunderbolt events, and at every resync interval.",
        "With --server it posts each changed observation through the spool; without, it only prints them."})
public class WatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    OutputOptions output;

    @Mixin
    SpoolOptions spoolOptions;

    @Option(names = "--sysfs", paramLabel = "DIR", defaultValue = "/sys", description = "The root of the sysfs tree (default: ${DEFAULT-VALUE}).")
    Path sysfs;

    @Option(names = "--resync", paramLabel = "DURATION", defaultValue = "5m", converter = DurationConverter.class,
            description = "Scans the whole tree at least this often, events or not (default: ${DEFAULT-VALUE}).")
    Duration resync;

    @Option(names = "--debounce", paramLabel = "DURATION", defaultValue = "300ms", converter = DurationConverter.class,
            description = "Scans once events have paused this long (default: ${DEFAULT-VALUE}).")
    Duration debounce;

    @Option(names = "--poll-interval", paramLabel = "DURATION", defaultValue = "2s", converter = DurationConverter.class,
            description = "Without netlink uevents (in containers, or with a --sysfs other than /sys), looks for new or removed devices this often (default: ${DEFAULT-VALUE}).")
    Duration pollInterval;

    @Option(names = "--drain", paramLabel = "DURATION", defaultValue = "10s", converter = DurationConverter.class,
            description = "When the watch ends (a replay played out), waits this long for the spool to empty (default: ${DEFAULT-VALUE}).")
    Duration drain;

    @Option(names = "--replay", paramLabel = "FILE",
            description = "Takes events from a 'udevadm monitor' recording instead of the live system; the watch ends with it.")
    Path replay;

    /** Counted down when the command is done, so a stop signal waits for the spool, not for main (which exit() blocks). */
    private final CountDownLatch done = new CountDownLatch(1);

    @Override
    public Integer call() throws Exception {
        try {
            return watch();
        } finally {
            done.countDown();
        }
    }

    private int watch() throws Exception {
        if (!Files.isDirectory(sysfs.resolve("bus/usb/devices"))) {
            throw new BadInputException("no USB devices under " + sysfs + " (expected " + sysfs.resolve("bus/usb/devices") + ")");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Consumer<String> log = line -> {
            err.println(Instant.now() + " " + line);
            err.flush();
        };
        String host = HostName.orLocal(output.host);
        AtomicBoolean signalled = new AtomicBoolean();
        SysfsReader reader = new SysfsReader(sysfs);
        SpoolSender sender = null;
        Thread senderThread = null;
        ObservationSink sink;
        Spool spool = null;
        if (output.server != null) {
            Path directory = spoolOptions.spool != null ? spoolOptions.spool : SpoolOptions.defaultDirectory();
            spool = Spool.open(directory, spoolOptions.spoolMax);
            if (spool.size() > 0) log.accept(Plural.of(spool.size(), "observation") + " from an earlier run pending in " + directory);
            sender = new SpoolSender(spool, new ObservationClient(output.server, output.token), Backoff.standard(), log);
            senderThread = new Thread(sender, "probe-spool-sender");
            senderThread.start();
            Spool target = spool;
            sink = target::append;
        } else {
            log.accept("without --server the watch only prints: each observation goes to standard output and nothing is recorded (add --server URL to send them)");
            sink = observation -> {
                out.print(output.json ? ObservationJson.mapper().writeValueAsString(observation) + System.lineSeparator()
                        : HumanSummary.of(observation, output.verbose, ProbeCommand.terminalOf(spec)));
                out.flush();
            };
        }
        try (UeventSource source = replay != null ? RecordedUeventSource.replay(replay) : UeventSources.open(sysfs, pollInterval, log)) {
            log.accept("watching host " + host + " via " + source.description() + "; resync every " + resync);
            HotplugWatch watch = new HotplugWatch(source, () -> reader.read(host), sink,
                    WatchSettings.DEFAULTS.withResync(resync).withQuietWindow(debounce), log);
            Thread hook = new Thread(() -> {
                signalled.set(true);
                watch.stop();
                try {
                    done.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "probe-watch-stop");
            Runtime.getRuntime().addShutdownHook(hook);
            watch.run();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // Stopped by a signal: the spool keeps what is left for the next run.
            }
        }
        if (sender == null) return ExitCodes.OK;
        if (signalled.get()) {
            // Asked to stop: what is not delivered yet is safe in the spool for the next run.
            sender.stop();
            if (spool.size() > 0) log.accept("stopping; " + Plural.of(spool.size(), "observation") + " kept in " + spool.directory());
            return ExitCodes.OK;
        }
        boolean drained = spool.awaitEmpty(drain.toMillis());
        sender.stop();
        senderThread.join(5_000);
        spool.close();
        if (!drained) {
            throw new ServerException(Plural.of(spool.size(), "observation") + " left in " + spool.directory()
                    + " for the next run" + (sender.lastFailure() == null ? "" : ": " + sender.lastFailure()));
        }
        return ExitCodes.OK;
    }
}
