package dev.linkledger.probe.udev;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RecordedUeventSourceTest {
    static final Path UNPLUG_BOUNCE = Path.of("src/test/resources/udev/seed000-enclosure-unplug-bounce.udevadm-monitor.txt");

    @Test
    void replaysOnlyUdevEventsOfTheWatchedSubsystemsInRecordedOrder() throws Exception {
        RecordedUeventSource source = RecordedUeventSource.replay(UNPLUG_BOUNCE);
        List<Uevent> events = new ArrayList<>();
        Uevent e;
        while ((e = source.next(Duration.ofSeconds(2))) != null) events.add(e);

        assertThat(events).hasSize(10).allSatisfy(ev -> assertThat(ev.subsystem()).isEqualTo("usb"));
        assertThat(events.get(0)).isEqualTo(new Uevent("unbind", "usb",
                "/devices/pci0000:00/0000:00:08.1/0000:03:00.4/usb3/3-2/3-2:1.0", "3-2:1.0"));
        assertThat(events.get(9).sysname()).isEqualTo("usb3-port2");
        assertThat(source.isOpen()).isFalse();
    }

    @Test
    void keepsTheRecordedGapsBetweenEvents() throws Exception {
        RecordedUeventSource source = RecordedUeventSource.parse("gap", """
                KERNEL[100.000000] add      /devices/x/usb1/1-1 (usb)
                KERNEL[101.000000] remove   /devices/x/usb1/1-1 (usb)
                """);
        assertThat(source.next(Duration.ofSeconds(1))).isNotNull();
        long start = System.nanoTime();
        assertThat(source.next(Duration.ofMillis(100))).as("second event is not due yet").isNull();
        assertThat(source.next(Duration.ofSeconds(2)).action()).isEqualTo("remove");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(600));
    }
}
