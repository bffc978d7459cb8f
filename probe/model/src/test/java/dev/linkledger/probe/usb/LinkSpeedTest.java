package dev.linkledger.probe.usb;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Every text form of a speed the tools print, against one table: text -> Mb/s, rx lanes, tx lanes (blank: not said). */
class LinkSpeedTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # sysfs speed, usb-devices Spd=
            1.5                                  | 1.5   |   |
            12                                   | 12    |   |
            480                                  | 480   |   |
            5000                                 | 5000  |   |
            10000                                | 10000 |   |
            20000                                | 20000 |   |
            Spd=5000                             | 5000  |   |
            Spd=1.5                              | 1.5   |   |
            # lsusb -t
            1.5M                                 | 1.5   |   |
            480M                                 | 480   |   |
            5000M                                | 5000  |   |
            5000M/x2                             | 5000  | 2 | 2
            10000M/x2                            | 10000 | 2 | 2
            10000M/Tx2+Rx2                       | 10000 | 2 | 2
            20000M/Rx2+Tx1                       | 20000 | 2 | 1
            # dmesg: hub.c's 'new <speed> USB device number'
            low-speed                            | 1.5   | 1 | 1
            full-speed                           | 12    | 1 | 1
            high-speed                           | 480   | 1 | 1
            super-speed                          | 5000  | 1 | 1
            SuperSpeed                           | 5000  | 1 | 1
            SuperSpeed Gen 1                     | 5000  | 1 | 1
            SuperSpeed Plus Gen 2x1              | 10000 | 1 | 1
            SuperSpeed Plus Gen 1x2              | 10000 | 2 | 2
            SuperSpeed Plus Gen 2x2              | 20000 | 2 | 2
            super-speed-plus                     | 10000 | 1 | 1
            # lsusb -v: Negotiated speed, BOS speed attributes
            Low Speed (1Mbps)                    | 1.5   | 1 | 1
            Full Speed (12Mbps)                  | 12    |   |
            High Speed (480Mbps)                 | 480   |   |
            SuperSpeed (5Gbps)                   | 5000  |   |
            SuperSpeed+ (10Gbps)                 | 10000 |   |
            SuperSpeed+ Gen 2x2 (20Gbps)         | 20000 | 2 | 2
            SuperSpeed+                          | 10000 | 1 | 1
            High Speed                           | 480   | 1 | 1
            10Gb/s                               | 10000 |   |
            5 Gbps                               | 5000  |   |
            480Mbps                              | 480   |   |
            # cyme --json: device_speed, negotiated_speed
            480.0 Mb/s                           | 480   |   |
            12.0 Mb/s                            | 12    |   |
            1.5 Mb/s                             | 1.5   |   |
            5.0 Gb/s                             | 5000  |   |
            10.0 Gb/s                            | 10000 |   |
            20.0 Gb/s                            | 20000 |   |
            low_speed                            | 1.5   | 1 | 1
            full_speed                           | 12    | 1 | 1
            high_speed                           | 480   | 1 | 1
            super_speed                          | 5000  | 1 | 1
            super_speed_plus                     | 10000 | 1 | 1
            super_speed_plus_plus                | 20000 | 2 | 2
            super                                | 5000  | 1 | 1
            super+                               | 10000 | 1 | 1
            super++                              | 20000 | 2 | 2
            """)
    void readsEveryFormTheToolsPrint(String text, String mbps, Integer rxLanes, Integer txLanes) {
        LinkSpeed speed = LinkSpeed.parse(text);

        assertThat(speed).isNotNull();
        assertThat(speed.speed()).isEqualTo(UsbSpeed.parse(mbps));
        assertThat(speed.speed().known()).isTrue();
        assertThat(speed.rxLanes()).isEqualTo(rxLanes);
        assertThat(speed.txLanes()).isEqualTo(txLanes);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  ", "unknown", "wireless", "SuperSpeed Plus Gen 3x1", "SuperSpeed Plus Gen 2x4", "fast"})
    void namesNoSpeedForTextThatNamesNone(String text) {
        assertThat(LinkSpeed.parse(text)).isNull();
    }

    @Test
    void readsCymesUsb4SpeedsAsTheirRate() {
        assertThat(LinkSpeed.parse("usb_40_gbps").speed()).isEqualTo(UsbSpeed.parse("40000"));
        assertThat(LinkSpeed.parse("80.0 Gb/s").speed()).isEqualTo(UsbSpeed.parse("80000"));
    }

    @Test
    void keepsANumberTheKernelNeverWritesAsAnUnknownSpeed() {
        assertThat(LinkSpeed.parse("999M").speed().known()).isFalse();
        assertThat(LinkSpeed.parse("999M").speed().mbps()).isEqualTo(999);
    }

    @Test
    void lanesAreTheWiderDirection() {
        assertThat(LinkSpeed.parse("20000M/Rx2+Tx1").lanes()).isEqualTo(2);
        assertThat(LinkSpeed.parse("480").lanes()).isNull();
    }
}
