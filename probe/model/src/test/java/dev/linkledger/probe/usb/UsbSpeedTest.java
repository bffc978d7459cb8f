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
}
