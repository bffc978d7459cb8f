package dev.linkledger.inventory.axon;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An event is poison to the processor that could not take it, not to every processor: the
 * topology's read models may park a link whose host row they lack while link-verdicts takes it.
 */
class PoisonIsolationTest {

    @Test
    void anEventPoisonToOneProcessorIsStillGoodForTheOthers() {
        PoisonIsolation isolation = new PoisonIsolation();
        IllegalStateException failure = new IllegalStateException("no host row");
        isolation.poisoned("event-1", "host-catch-up", failure);

        assertThat(isolation.knownPoison("host-catch-up", "event-1")).isSameAs(failure);
        assertThat(isolation.knownPoison("link-verdicts", "event-1")).isNull();
        assertThat(isolation.knownPoison("host-catch-up", "event-2")).isNull();
    }
}
