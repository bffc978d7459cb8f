package dev.linkledger.probe.udev;

import dev.linkledger.probe.text.Plural;
import dev.linkledger.probe.observation.Observation;

import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Keeps the service's view of this host current: a full scan at start, another after each burst
 * of device events has gone quiet, and one every resync interval; an observation is handed on
 * only when it differs from the last one handed on (ids and times aside). Between events it
 * sleeps inside the source, so it costs nothing while nothing happens.
 */
public final class HotplugWatch implements Runnable {
    private final UeventSource source;
    private final Supplier<Observation> scanner;
    private final ObservationSink sink;
    private final WatchSettings settings;
    private final Consumer<String> log;
    private volatile boolean stopped;
    private Observation lastSent;
    private volatile int scans;
    private volatile int sent;

    public HotplugWatch(UeventSource source, Supplier<Observation> scanner, ObservationSink sink,
                        WatchSettings settings, Consumer<String> log) {
        this.source = source;
        this.scanner = scanner;
        this.sink = sink;
        this.settings = settings;
        this.log = log;
    }

    /** Runs until {@link #stop()} or until the source ends (a replayed recording). */
    @Override
    public void run() {
        try {
            scanAndSend("start", true);
            long nextResync = System.nanoTime() + settings.resync().toNanos();
            while (!stopped && source.isOpen()) {
                Uevent first = source.next(Duration.ofNanos(Math.max(0, nextResync - System.nanoTime())));
                if (stopped) break;
                if (first == null) {
                    if (System.nanoTime() - nextResync >= 0) {
                        scanAndSend("resync", false);
                        nextResync = System.nanoTime() + settings.resync().toNanos();
                    }
                    continue;
                }
                int events = 1 + drainBurst();
                if (stopped) break;
                scanAndSend(Plural.of(events, "uevent") + ", first " + first.action() + " " + first.subsystem() + " " + first.sysname(), false);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            log.accept("watch stopped: " + e);
        }
    }

    /** Reads events until none came for the quiet window (or the burst ran too long). */
    private int drainBurst() throws Exception {
        int count = 0;
        long burstEnd = System.nanoTime() + settings.maxBurst().toNanos();
        while (!stopped && System.nanoTime() - burstEnd < 0) {
            Uevent more = source.next(settings.quietWindow());
            if (more == null) break;
            count++;
        }
        return count;
    }

    private void scanAndSend(String reason, boolean always) throws InterruptedException {
        Observation now = scanner.get();
        scans++;
        if (!always && sameTopology(now, lastSent)) {
            log.accept("no change (" + reason + ")");
            return;
        }
        try {
            sink.accept(now);
            lastSent = now;
            sent++;
            log.accept("sent observation " + now.observationId() + " (" + reason + "; " + Plural.of(now.devices().size(), "device") + ")");
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            // Not remembered as sent: the next event or resync tries again.
            log.accept("could not hand on observation (" + reason + "): " + e.getMessage());
        }
    }

    static boolean sameTopology(Observation a, Observation b) {
        if (a == null || b == null) return false;
        return a.withHeader(null, a.hostId(), null).equals(b.withHeader(null, b.hostId(), null));
    }

    /** Asks the loop to end; it leaves the source within one wakeup. */
    public void stop() {
        stopped = true;
        source.wakeup();
    }

    public int scans() {
        return scans;
    }

    public int sent() {
        return sent;
    }
}
