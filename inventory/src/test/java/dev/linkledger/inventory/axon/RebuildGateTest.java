package dev.linkledger.inventory.axon;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

class RebuildGateTest {
    @Test
    void aReaderDuringARebuildRunsOnlyAfterIt() throws Exception {
        RebuildGate gate = new RebuildGate();
        CountDownLatch rebuildStarted = new CountDownLatch(1);
        CountDownLatch finishRebuild = new CountDownLatch(1);
        AtomicBoolean rebuildDone = new AtomicBoolean();
        CompletableFuture<Void> rebuild = CompletableFuture.runAsync(() -> gate.rebuilding(() -> {
            rebuildStarted.countDown();
            await(finishRebuild);
            rebuildDone.set(true);
            return null;
        }));
        rebuildStarted.await(5, TimeUnit.SECONDS);

        CompletableFuture<Boolean> reader = CompletableFuture.supplyAsync(() -> gate.onCompleteProjections(rebuildDone::get));
        // The reader is held while the rebuild runs, however long that is...
        assertThat(reader).isNotDone();
        finishRebuild.countDown();
        // ...and then sees the rebuilt projections.
        assertThat(reader.get(5, TimeUnit.SECONDS)).isTrue();
        rebuild.get(5, TimeUnit.SECONDS);
    }

    @Test
    void readersDoNotHoldEachOtherUp() throws Exception {
        RebuildGate gate = new RebuildGate();
        String inner = gate.onCompleteProjections(() -> CompletableFuture
                .supplyAsync(() -> gate.onCompleteProjections(() -> "second reader ran")).join());
        assertThat(inner).isEqualTo("second reader ran");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
