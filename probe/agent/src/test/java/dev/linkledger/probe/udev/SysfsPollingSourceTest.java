package dev.linkledger.probe.udev;

import dev.linkledger.probe.sysfs.SysfsFixtures;
import dev.linkledger.probe.sysfs.SysfsTrees;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class SysfsPollingSourceTest {
    @Test
    void turnsVanishedDeviceDirectoriesIntoRemoveEvents(@TempDir Path tmp) throws Exception {
        Path sys = SysfsTrees.copy(SysfsFixtures.SEED000, tmp.resolve("sys"));
        SysfsPollingSource source = new SysfsPollingSource(sys, Duration.ofMillis(50));
        SysfsTrees.unplug(sys, "3-2");

        Uevent first = source.next(Duration.ofSeconds(2));
        Uevent second = source.next(Duration.ofSeconds(2));

        assertThat(first.action()).isEqualTo("remove");
        assertThat(java.util.List.of(first.sysname(), second.sysname())).containsExactlyInAnyOrder("3-2", "3-2:1.0");
        assertThat(source.next(Duration.ofMillis(200))).as("nothing else changed").isNull();
    }

    @Test
    void wakeupEndsAWaitEarly() throws Exception {
        SysfsPollingSource source = new SysfsPollingSource(SysfsFixtures.SEED000, Duration.ofHours(1));
        new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException ignored) {
            }
            source.wakeup();
        }).start();
        long start = System.nanoTime();
        assertThat(source.next(Duration.ofSeconds(30))).isNull();
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }
}
