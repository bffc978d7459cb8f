package dev.linkledger.rules.topology;

import dev.linkledger.rules.link.LinkMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class DowngradedLinkTest {

    @ParameterizedTest
    @CsvSource({"480, HIGH_SPEED", "5000, GEN1", "10000, GEN2", "20000, GEN2X2", "40000, USB4_40", "7000, GEN1"})
    void namesTheModeOfACapability(int capabilityMbps, LinkMode expected) {
        assertThat(DowngradedLink.capabilityMode(capabilityMbps)).isEqualTo(expected);
    }
}
