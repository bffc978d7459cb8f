package dev.linkledger.probe.usb;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UsbVersionTest {

    @Test
    void readsSysfsVersionWithItsLeadingSpace() {
        assertThat(UsbVersion.parse(" 2.10")).isEqualTo(new UsbVersion(0x0210));
        assertThat(UsbVersion.parse(" 3.20\n")).hasToString("3.20");
    }

    @Test
    void readsLsusbVersionWithoutPadding() {
        assertThat(UsbVersion.parse("2.10")).isEqualTo(UsbVersion.USB_2_10);
    }

    @Test
    void comparesAsBcdSoThreeIsAboveTwoPointTen() {
        assertThat(UsbVersion.parse(" 3.00").atLeast(UsbVersion.USB_3_00)).isTrue();
        assertThat(UsbVersion.parse(" 2.10").atLeast(UsbVersion.USB_3_00)).isFalse();
        assertThat(UsbVersion.parse(" 2.01").compareTo(UsbVersion.USB_2_10)).isNegative();
    }

    @Test
    void rejectsTextThatIsNotAVersion() {
        assertThatThrownBy(() -> UsbVersion.parse("2.1")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UsbVersion.parse("USB 3")).isInstanceOf(IllegalArgumentException.class);
    }
}
