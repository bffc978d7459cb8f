package dev.linkledger.probe.udev;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.sysfs.SysfsFixtures;
import dev.linkledger.probe.sysfs.SysfsReader;
import dev.linkledger.probe.sysfs.SysfsTrees;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/** The watch loop driven by recorded udev events, a sysfs poller and the clock; scans are real sysfs reads. */
class HotplugWatchTest {
    private static final WatchSettings NO_RESYNC = new WatchSettings(Duration.ofMillis(300), Duration.ofSeconds(5), Duration.ofHours(1));

    private final List<Observation> sent = new CopyOnWriteArrayList<>();
    private final List<String> log = new CopyOnWriteArrayList<>();

    /** First scan sees {@code before}, every later one {@code after}: the device is gone once the burst is over. */
    private static Supplier<Observation> scans(Path before, Path after, AtomicInteger count) {
        return () -> new SysfsReader(count.getAndIncrement() == 0 ? before : after).read("desktop");
    }

    @Test
    void aBurstOfTenEventsWithin100msLeadsToOneScanAndOneSend(@TempDir Path tmp) throws Exception {
        Path unplugged = SysfsTrees.copy(SysfsFixtures.SEED000, tmp.resolve("sys"));
        SysfsTrees.unplug(unplugged, "3-2");
        AtomicInteger scanCount = new AtomicInteger();
        RecordedUeventSource burst = RecordedUeventSource.replay(RecordedUeventSourceTest.UNPLUG_BOUNCE);
        HotplugWatch watch = new HotplugWatch(burst, scans(SysfsFixtures.SEED000, unplugged, scanCount), sent::add, NO_RESYNC, log::add);

        watch.run();

        assertThat(burst.size()).isEqualTo(10);
        assertThat(scanCount).hasValue(2);
        assertThat(sent).hasSize(2);
        assertThat(sent.get(0).devices()).hasSize(1);
        assertThat(sent.get(1).devices()).isEmpty();
        assertThat(log).anyMatch(l -> l.contains("10 uevents, first unbind usb 3-2:1.0"));
    }

    @Test
    void eventsThatChangeNothingSendNothingAfterTheStart() throws Exception {
        AtomicInteger scanCount = new AtomicInteger();
        RecordedUeventSource burst = RecordedUeventSource.replay(RecordedUeventSourceTest.UNPLUG_BOUNCE);
        HotplugWatch watch = new HotplugWatch(burst, scans(SysfsFixtures.SEED000, SysfsFixtures.SEED000, scanCount),
                sent::add, NO_RESYNC, log::add);

        watch.run();

        assertThat(scanCount).hasValue(2);
        assertThat(sent).hasSize(1);
    }

    @Test
    void resyncsWithAFullScanEveryIntervalWithoutEvents(@TempDir Path tmp) throws Exception {
        AtomicInteger scanCount = new AtomicInteger();
        // A poller that will not poll during the test: only the resync clock makes scans.
        SysfsPollingSource quiet = new SysfsPollingSource(SysfsFixtures.SEED000, Duration.ofHours(1));
        HotplugWatch watch = new HotplugWatch(quiet, () -> {
            scanCount.incrementAndGet();
            return new SysfsReader(SysfsFixtures.SEED000).read("desktop");
        }, sent::add, NO_RESYNC.withResync(Duration.ofMillis(200)), log::add);

        // Counted against the time that passed, not a fixed sleep: on a loaded machine the watch's
        // thread may get little CPU in any given second, so "n scans in 1.1 s" was a race with the scheduler.
        Thread thread = new Thread(watch);
        long start = System.nanoTime();
        thread.start();
        long deadline = start + Duration.ofSeconds(20).toNanos();
        while (scanCount.get() < 3 && System.nanoTime() < deadline) Thread.sleep(20);
        watch.stop();
        thread.join(5_000);
        long elapsedMillis = Duration.ofNanos(System.nanoTime() - start).toMillis();

        assertThat(thread.isAlive()).as("stop() ends the loop").isFalse();
        assertThat(scanCount.get()).as("start plus two resyncs").isGreaterThanOrEqualTo(3);
        assertThat(elapsedMillis).as("two resyncs take two intervals at least").isGreaterThanOrEqualTo(400);
        assertThat(scanCount.get()).as("no more often than every 200 ms (%d ms passed)", elapsedMillis)
                .isLessThanOrEqualTo((int) (elapsedMillis / 200) + 2);
        assertThat(sent).as("an unchanged host is sent once, at start").hasSize(1);
    }

    @Test
    void withoutNetlinkAPollerNoticesAnUnpluggedDevice(@TempDir Path tmp) throws Exception {
        Path sys = SysfsTrees.copy(SysfsFixtures.SEED000, tmp.resolve("sys"));
        SysfsPollingSource poller = new SysfsPollingSource(sys, Duration.ofMillis(100));
        HotplugWatch watch = new HotplugWatch(poller, () -> new SysfsReader(sys).read("desktop"), sent::add,
                new WatchSettings(Duration.ofMillis(50), Duration.ofSeconds(5), Duration.ofHours(1)), log::add);
        Thread thread = new Thread(watch);
        thread.start();
        awaitSize(1);

        SysfsTrees.unplug(sys, "3-2");
        awaitSize(2);
        watch.stop();
        thread.join(2_000);

        assertThat(sent.get(0).devices()).hasSize(1);
        assertThat(sent.get(1).devices()).isEmpty();
        assertThat(log).anyMatch(l -> l.contains(", first remove usb 3-2"));
    }

    @Test
    void aFailedHandOverIsRetriedAtTheNextScan() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        SysfsPollingSource quiet = new SysfsPollingSource(SysfsFixtures.SEED000, Duration.ofHours(1));
        HotplugWatch watch = new HotplugWatch(quiet, () -> new SysfsReader(SysfsFixtures.SEED000).read("desktop"), o -> {
            if (attempts.incrementAndGet() == 1) throw new IllegalStateException("service starting");
            sent.add(o);
        }, NO_RESYNC.withResync(Duration.ofMillis(100)), log::add);
        Thread thread = new Thread(watch);
        thread.start();
        awaitSize(1);
        watch.stop();
        thread.join(2_000);

        assertThat(attempts.get()).isGreaterThanOrEqualTo(2);
        assertThat(log).anyMatch(l -> l.contains("could not hand on observation (start): service starting"));
    }

    private void awaitSize(int n) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 5_000;
        while (sent.size() < n && System.currentTimeMillis() < deadline) Thread.sleep(20);
        assertThat(sent).hasSizeGreaterThanOrEqualTo(n);
    }
}
