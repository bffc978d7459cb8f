package dev.linkledger.rules.link;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class LinkModeTest {

    @ParameterizedTest(name = "kernel {0} on {1} lane(s) is {2}")
    @CsvSource({"1.5, 1, LOW_SPEED", "12, 1, FULL_SPEED", "480, 1, HIGH_SPEED", "5000, 1, GEN1",
            "5000, 2, GEN1", "10000, 1, GEN2", "10000, 2, GEN1X2", "20000, 2, GEN2X2"})
    void readsTheKernelsSpeedWithItsLanes(double mbps, int lanes, LinkMode expected) {
        assertThat(LinkMode.fromKernel(mbps, lanes)).isEqualTo(expected);
    }

    @Test
    void theKernels20000IsGen2x2WhereverItIsRead() {
        // drivers/usb/core/sysfs.c speed_show writes 20000 only for SuperSpeed Plus with ssp_rate USB_SSP_GEN_2x2;
        // a USB4 tunnel is no USB device speed. A paste that omits the lanes says the same.
        assertThat(LinkMode.fromKernel(20000, 1)).isEqualTo(LinkMode.GEN2X2);
        assertThat(LinkMode.atMost(20000)).isEqualTo(LinkMode.GEN2X2);
        assertThat(LinkMode.of(20000, 1, false)).isEqualTo(LinkMode.GEN2X2);
        assertThat(LinkModeNames.parse("20000M").mode()).contains(LinkMode.GEN2X2);
        assertThat(LinkModeNames.parse("20000 Mb/s").mode()).contains(LinkMode.GEN2X2);
        assertThat(LinkModeNames.parse("USB 20Gbps").mode()).contains(LinkMode.GEN2X2);
        // Only a name or a link that says USB4 makes 20 Gb/s the USB4 mode.
        assertThat(LinkModeNames.parse("USB4 20Gbps").mode()).contains(LinkMode.USB4_20);
        assertThat(LinkMode.of(20000, 1, true)).isEqualTo(LinkMode.USB4_20);
    }

    @Test
    void aRateTheKernelNeverWritesHasNoKernelMode() {
        assertThat(LinkMode.fromKernel(7000, 1)).isNull();
        assertThat(LinkMode.fromKernel(40000, 1)).isNull();
    }

    @ParameterizedTest(name = "can do {0}: {1}")
    @CsvSource({"480, HIGH_SPEED", "5000, GEN1", "10000, GEN2", "20000, GEN2X2", "40000, USB4_40", "7000, GEN1",
            "1, LOW_SPEED"})
    void namesTheModeOfACapability(int capabilityMbps, LinkMode expected) {
        assertThat(LinkMode.atMost(capabilityMbps)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "USB4 link at {0}: {1}")
    @CsvSource({"20000, USB4_20", "30000, USB4_20", "40000, USB4_40", "80000, USB4_80"})
    void namesTheModeOfAUsb4Link(double mbps, LinkMode expected) {
        assertThat(LinkMode.of(mbps, 1, true)).isEqualTo(expected);
    }

    @Test
    void superSpeedStartsAtGen1AndIncludesUsb4() {
        assertThat(LinkMode.HIGH_SPEED.superSpeed()).isFalse();
        assertThat(LinkMode.HIGH_SPEED.usb2OrSlower()).isTrue();
        assertThat(LinkMode.GEN1.superSpeed()).isTrue();
        assertThat(LinkMode.USB4_20.superSpeed()).isTrue();
        assertThat(LinkMode.FULL_SPEED.superSpeed()).isFalse();
    }
}
