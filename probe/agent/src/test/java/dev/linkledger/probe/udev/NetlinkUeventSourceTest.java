package dev.linkledger.probe.udev;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The real libudev binding, where the machine has one (this build container does: libudev.so.1 and
 * a "kernel" netlink source, though no USB). Elsewhere the test is skipped, not faked.
 */
class NetlinkUeventSourceTest {
    private static NetlinkUeventSource openOrSkip() {
        try {
            return NetlinkUeventSource.open();
        } catch (UdevUnavailableException e) {
            assumeTrue(false, "no libudev netlink monitor here: " + e.getMessage());
            return null;
        }
    }

    @Test
    void waitsInPollForTheTimeoutWhenNothingHappens() throws Exception {
        try (NetlinkUeventSource source = openOrSkip()) {
            long start = System.nanoTime();
            Uevent event = source.next(Duration.ofMillis(300));
            long waited = (System.nanoTime() - start) / 1_000_000;

            assertThat(source.description()).startsWith("udev netlink monitor (");
            if (event == null) assertThat(waited).isGreaterThanOrEqualTo(250);
        }
    }

    @Test
    void aWakeupFromAnotherThreadEndsTheWaitAtOnce() throws Exception {
        try (NetlinkUeventSource source = openOrSkip()) {
            Thread waker = new Thread(() -> {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException ignored) {
                }
                source.wakeup();
            });
            waker.start();
            long start = System.nanoTime();
            // Real uevents may arrive on a live host; the wakeup is what ends the loop.
            while (source.next(Duration.ofSeconds(30)) != null) {
                assertThat(source.isOpen()).isTrue();
            }
            waker.join();

            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
        }
    }
}
