package dev.linkledger.probe.spool;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class BackoffTest {
    @Test
    void doublesUpToTheCapAndStartsOverAfterASuccess() {
        Backoff backoff = new Backoff(Duration.ofMillis(500), Duration.ofSeconds(60));
        long[] delays = new long[10];
        for (int i = 0; i < delays.length; i++) delays[i] = backoff.next().toMillis();

        assertThat(delays).containsExactly(500, 1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000);
        backoff.reset();
        assertThat(backoff.next()).isEqualTo(Duration.ofMillis(500));
    }
}
