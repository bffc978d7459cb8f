package dev.linkledger.probe.usb;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UsbSpeedTest {

    @Test
    void kernelTextDropsLsusbsMegabitSuffix() {
        assertThat(UsbSpeed.parse("480M").kernelText()).isEqualTo("480");
        assertThat(UsbSpeed.parse("1.5").kernelText()).isEqualTo("1.5");
        assertThat(UsbSpeed.parse(" 10000 ").kernelText()).isEqualTo("10000");
    }

    @Test
    void unknownTextIsKeptAsItWas() {
        UsbSpeed odd = UsbSpeed.parse("fast");
        assertThat(odd.known()).isFalse();
        assertThat(odd.kernelText()).isEqualTo("fast");
    }

    @Test
    void aStoredDecimalReadsBackAsTheKernelWroteIt() {
        // numeric columns give 480.0 or 1.50 back: the speed must still be 480 and 1.5, and equal the parsed one.
        assertThat(UsbSpeed.of(new java.math.BigDecimal("480.0")).number()).isEqualTo(480);
        assertThat(UsbSpeed.of(new java.math.BigDecimal("1.50")).kernelText()).isEqualTo("1.5");
        assertThat(UsbSpeed.of(new java.math.BigDecimal("20000"))).isEqualTo(UsbSpeed.parse("20000"));
        assertThat(UsbSpeed.of(new java.math.BigDecimal("1.5")).known()).isTrue();
        assertThat(UsbSpeed.parse("1.5").decimal()).isEqualByComparingTo("1.5");
        assertThat(UsbSpeed.parse("fast").decimal()).isNull();
        assertThat(UsbSpeed.of(null)).isNull();
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}: superSpeed {1}, usb2OrSlower {2}, highSpeed {3}")
    @org.junit.jupiter.params.provider.CsvSource({
            "1.5, false, true, false", "12, false, true, false", "480, false, true, true",
            "5000, true, false, false", "10000, true, false, false", "20000, true, false, false"})
    void namesWhatEachKernelRateIs(String text, boolean superSpeed, boolean usb2OrSlower, boolean highSpeed) {
        UsbSpeed speed = UsbSpeed.parse(text);

        assertThat(speed.known()).isTrue();
        assertThat(speed.superSpeed()).isEqualTo(superSpeed);
        assertThat(speed.usb2OrSlower()).isEqualTo(usb2OrSlower);
        assertThat(speed.highSpeed()).isEqualTo(highSpeed);
        assertThat(UsbSpeed.superSpeed(speed.mbps())).isEqualTo(superSpeed);
        assertThat(UsbSpeed.usb2OrSlower(speed.mbps())).isEqualTo(usb2OrSlower);
    }

    @Test
    void anUnknownRateIsNeitherSuperSpeedNorUsb2() {
        // A dmesg paste gives no root hub speed (NaN); text that is no number has none either.
        assertThat(UsbSpeed.superSpeed(Double.NaN)).isFalse();
        assertThat(UsbSpeed.usb2OrSlower(Double.NaN)).isFalse();
        assertThat(UsbSpeed.parse("fast").superSpeed()).isFalse();
        assertThat(UsbSpeed.parse("fast").usb2OrSlower()).isFalse();
        assertThat(UsbSpeed.superSpeed((Integer) null)).isFalse();
        assertThat(UsbSpeed.usb2OrSlower((Integer) null)).isFalse();
    }
}
