package dev.linkledger.probe.usb;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VidPidTest {

    @Test
    void normalisesToLowerCaseHex() {
        assertThat(VidPid.parse("152D:0583")).isEqualTo(new VidPid("152d", "0583"));
        assertThat(VidPid.parse("152d:0583")).hasToString("152d:0583");
    }

    @Test
    void missingHalfMeansNoIdentity() {
        assertThat(VidPid.ofNullable("152d", null)).isNull();
    }

    @Test
    void rejectsIdsThatAreNotFourHexDigits() {
        assertThatThrownBy(() -> VidPid.parse("152d:583")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> VidPid.parse("152d")).isInstanceOf(IllegalArgumentException.class);
    }
}
