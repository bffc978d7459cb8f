package dev.linkledger.inventory.rest;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RespondAsyncTest {
    @Test
    void findsThePreferenceAmongOthersWhateverItsCaseAndParameters() {
        assertThat(RespondAsync.requestedIn("respond-async")).isTrue();
        assertThat(RespondAsync.requestedIn("return=minimal, Respond-Async")).isTrue();
        assertThat(RespondAsync.requestedIn("respond-async; wait=10")).isTrue();
    }

    @Test
    void otherPreferencesOrNoneAskForReadYourWrites() {
        assertThat(RespondAsync.requestedIn(null)).isFalse();
        assertThat(RespondAsync.requestedIn("")).isFalse();
        assertThat(RespondAsync.requestedIn("return=minimal")).isFalse();
        assertThat(RespondAsync.requestedIn("respond-asynchronously")).isFalse();
    }
}
