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
}
