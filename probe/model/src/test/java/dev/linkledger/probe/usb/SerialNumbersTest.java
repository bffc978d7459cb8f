package dev.linkledger.probe.usb;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SerialNumbersTest {

    @Test
    void aFirmwareDefaultEveryUnitSharesNamesNoDevice() {
        // MediaTek mt7921au (corpus 012: "SerialNumber: 000000000"), VIA hubs ("000000001"), linuxhw's "--"
        assertThat(SerialNumbers.identifiesOneDevice("000000000")).isFalse();
        assertThat(SerialNumbers.identifiesOneDevice("000000001")).isFalse();
        assertThat(SerialNumbers.identifiesOneDevice("--")).isFalse();
        assertThat(SerialNumbers.identifiesOneDevice(null)).isFalse();
    }

    @Test
    void aRealSerialNamesOneDevice() {
        assertThat(SerialNumbers.identifiesOneDevice("4C530001230223105163")).isTrue();
        assertThat(SerialNumbers.identifiesOneDevice("00000000000AF2")).isTrue();
        assertThat(SerialNumbers.identifiesOneDevice("0123456789ABCDEF")).isTrue();
    }
}
