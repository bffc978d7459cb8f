package dev.linkledger.advisor.app;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LocalHostIdTest {
    @Test
    void lowerCasesTheHostnameAndReplacesWhatHostIdsCannotHold() {
        assertThat(LocalHostId.of("Lab-Desk_01.example.org")).isEqualTo("lab-desk_01.example.org");
        assertThat(LocalHostId.of("Jane's MacBook Pro")).isEqualTo("jane-s-macbook-pro");
    }

    @Test
    void anEmptyOrUnusableNameBecomesLocalhost() {
        assertThat(LocalHostId.of(null)).isEqualTo("localhost");
        assertThat(LocalHostId.of("  ***  ")).isEqualTo("localhost");
    }

    @Test
    void keepsWithinTheHostIdLength() {
        assertThat(LocalHostId.of("a".repeat(80))).hasSize(63);
    }
}
