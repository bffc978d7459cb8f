package dev.linkledger.advisor.app;

import dev.linkledger.inventory.axon.EventSources;
import dev.linkledger.inventory.rest.ObservationRecorder;
import dev.linkledger.probe.sysfs.SysfsReader;
import dev.linkledger.probe.udev.HotplugWatch;
import dev.linkledger.probe.udev.UeventSource;
import dev.linkledger.probe.udev.UeventSources;
import dev.linkledger.probe.udev.WatchSettings;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * On the embedded default the service also observes the machine it runs on: the probe's own
 * watch loop (udev hotplug, periodic re-scan) in-process, recording straight through
 * {@link ObservationRecorder}, so a newcomer's first look is their own USB tree.
 *
 * <p>Starts after Axon (StartupEvent priority 100) and the demo lab (200); stops on ShutdownEvent
 * at priority 0, i.e. before {@code AxonRuntime.stop} (priority 1), so no observation is recorded
 * into a stopping Axon.
 */
@Singleton
public class LocalProbe {
    private static final Logger LOG = Logger.getLogger(LocalProbe.class);

    @Inject
    ObservationRecorder recorder;
    @ConfigProperty(name = "linkledger.local-probe.enabled", defaultValue = "true")
    boolean enabled;
    @ConfigProperty(name = "linkledger.embedded-database", defaultValue = "false")
    boolean embedded;
    @ConfigProperty(name = "linkledger.local-probe.sysfs", defaultValue = "/sys")
    Path sysfs;
    @ConfigProperty(name = "linkledger.local-probe.resync", defaultValue = "5m")
    Duration resync;
    @ConfigProperty(name = "linkledger.local-probe.poll-interval", defaultValue = "2s")
    Duration pollInterval;
    @ConfigProperty(name = "linkledger.local-probe.host-id")
    Optional<String> configuredHostId;

    private volatile HotplugWatch watch;
    private volatile UeventSource source;
    private volatile Thread thread;

    void start(@Observes @Priority(300) StartupEvent event) {
        if (!enabled || !embedded) return;
        if (!Files.isDirectory(sysfs.resolve("bus/usb"))) {
            LOG.infof("Local probe: no %s on this machine (a container or CI?); not observing it. "
                    + "Run `probe watch` on a host with USB, or import a paste.", sysfs.resolve("bus/usb"));
            return;
        }
        String hostId = configuredHostId.map(LocalHostId::of).orElseGet(LocalHostId::ofThisMachine);
        SysfsReader reader = new SysfsReader(sysfs);
        source = UeventSources.open(sysfs, pollInterval, line -> LOG.info("Local probe: " + line));
        watch = new HotplugWatch(source, () -> reader.read(hostId), o -> recorder.record(hostId, o, EventSources.probe(hostId)),
                WatchSettings.DEFAULTS.withResync(resync), LocalProbe::log);
        thread = new Thread(watch, "local-probe");
        thread.setDaemon(true);
        thread.start();
        LOG.infof("Local probe: observing this machine as host '%s' via %s", hostId, source.description());
    }

    void stop(@Observes @Priority(0) ShutdownEvent event) throws InterruptedException {
        HotplugWatch running = watch;
        if (running == null) return;
        running.stop();
        thread.join(Duration.ofSeconds(10).toMillis());
        // Only now is no thread inside the source: freeing the native monitor is safe.
        if (!thread.isAlive()) source.close();
        watch = null;
        LOG.info("Local probe stopped");
    }

    /** A re-scan that found nothing new every few minutes is not worth an INFO line. */
    private static void log(String line) {
        if (line.startsWith("no change")) LOG.debug("Local probe: " + line);
        else LOG.info("Local probe: " + line);
    }

    /** For tests: how many observations the watch has recorded (each committed with its views and findings). */
    public int observationsSent() {
        HotplugWatch running = watch;
        return running == null ? 0 : running.sent();
    }

    /** For tests: whether the watch loop is running. */
    public boolean running() {
        Thread t = thread;
        return watch != null && t != null && t.isAlive();
    }
}
