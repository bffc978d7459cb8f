package dev.linkledger.rules.link;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class LinkModeNamesTest {

    @ParameterizedTest(name = "\"{0}\" is {1}")
    @CsvSource(delimiter = '|', value = {
            "USB 3.0|GEN1", "USB 3.1 Gen 1|GEN1", "USB 3.2 Gen 1|GEN1", "USB 5Gbps|GEN1", "SuperSpeed|GEN1",
            "SuperSpeed USB 5 Gb/s|GEN1", "5000M|GEN1",
            "USB 3.1 Gen 2|GEN2", "USB 3.2 Gen 2|GEN2", "10Gbps|GEN2", "USB 10Gbps|GEN2", "SuperSpeed+|GEN2",
            "USB-C 10 Gbps|GEN2",
            "USB 3.2 Gen 1x2|GEN1X2",
            "USB 20Gbps|GEN2X2", "Gen 2x2|GEN2X2", "USB 3.2 Gen 2x2|GEN2X2", "SuperSpeed USB 20Gbps|GEN2X2",
            "USB4|USB4_40", "40Gbps|USB4_40", "USB 40Gbps|USB4_40", "USB4 40Gbps|USB4_40", "USB4 20Gbps|USB4_20",
            "USB4 80Gbps|USB4_80", "USB4 v2|USB4_80", "USB 80Gbps|USB4_80",
            "Thunderbolt 3|USB4_40", "Thunderbolt 4|USB4_40", "TB4|USB4_40",
            "USB 2.0|HIGH_SPEED", "Hi-Speed|HIGH_SPEED", "High-Speed USB|HIGH_SPEED", "480M|HIGH_SPEED",
            "USB 1.1|FULL_SPEED", "Full-Speed|FULL_SPEED", "12M|FULL_SPEED", "Low-Speed|LOW_SPEED",
            "GEN2X2|GEN2X2", "USB 3.2 Gen 2|GEN2", "usb4_40|USB4_40"})
    void resolvesCommonNames(String name, LinkMode expected) {
        LinkModeName parsed = LinkModeNames.parse(name);

        assertThat(parsed.mode()).as(name).contains(expected);
        assertThat(parsed.ambiguous()).isFalse();
    }

    @ParameterizedTest(name = "\"{0}\" is ambiguous")
    @ValueSource(strings = {"USB 3.1", "USB 3.2", "USB-C", "USB Type-C", "USB 3", "Thunderbolt"})
    void refusesToGuessNamesThatDoNotFixTheSpeed(String name) {
        LinkModeName parsed = LinkModeNames.parse(name);

        assertThat(parsed.ambiguous()).as(name).isTrue();
        assertThat(parsed.mode()).isEmpty();
        assertThat(parsed.candidates()).hasSizeGreaterThan(1);
    }

    @ParameterizedTest(name = "\"{0}\" is unknown")
    @ValueSource(strings = {"", "  ", "FireWire 800", "Lightning"})
    void reportsUnknownNames(String name) {
        assertThat(LinkModeNames.parse(name).unknown()).isTrue();
    }

    @org.junit.jupiter.api.Test
    void usb31AloneOffersBothGenerations() {
        assertThat(LinkModeNames.parse("USB 3.1").candidates()).containsExactly(LinkMode.GEN1, LinkMode.GEN2);
    }
}
