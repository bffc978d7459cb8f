package dev.linkledger.inventory.query;

import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HostSegmentsTest {
    private static GenericDomainEventMessage<String> event(String host, long sequence) {
        return new GenericDomainEventMessage<>(HostEventBatch.HOST_AGGREGATE, host, sequence, host + "#" + sequence);
    }

    @Test
    void everyHostIsWrittenOnceFromAllItsEventsUpToItsLastWhenThePassBegan() throws Exception {
        List<String> written = Collections.synchronizedList(new ArrayList<>());
        // b has one event more in the pass than when it began (a live write's): its write shows sequence 2, not 3.
        Map<String, Long> last = Map.of("a", 2L, "b", 2L, "c", 0L);
        try (HostSegments segments = new HostSegments((host, fold) -> written.add(host + "@" + fold.last()), last, 2)) {
            long[] next = new long[3];
            for (String host : List.of("a", "b", "a", "c", "b", "a", "b", "b")) {
                int i = host.charAt(0) - 'a';
                segments.accept(event(host, next[i]++));
            }
            // d registered after the pass began: written at its end from what the pass read.
            segments.accept(event("d", 0));
            segments.accept(event("d", 1));
            segments.finish();
        }
        assertThat(written).containsExactlyInAnyOrder("a@2", "b@2", "c@0", "d@1");
    }

    @Test
    void aHostThatCannotBeWrittenFailsThePassWithoutHangingIt() {
        Map<String, Long> last = Map.of("bad", 0L);
        HostSegments segments = new HostSegments((host, fold) -> {
            throw new IllegalStateException("no room");
        }, last, 1);
        assertThatThrownBy(() -> {
            try (segments) {
                segments.accept(event("bad", 0));
                // Far more than a segment queues: the pass is never left waiting on the failed segment.
                for (int i = 1; i < 10_000; i++) segments.accept(event("bad", i));
                segments.finish();
            }
        }).hasRootCauseMessage("no room");
    }

    @Test
    void aHostWrittenAtThePassEndThatFailsFailsThePass() {
        // Not in the pass's list (registered after it began): written after the end marker, where a failure used to be waited on.
        HostSegments segments = new HostSegments((host, fold) -> {
            throw new IllegalStateException("no room");
        }, Map.of(), 1);
        assertThatThrownBy(() -> {
            try (segments) {
                segments.accept(event("late", 0));
                segments.finish();
            }
        }).hasRootCauseMessage("no room");
    }
}
