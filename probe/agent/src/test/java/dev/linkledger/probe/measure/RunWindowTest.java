package dev.linkledger.probe.measure;

import dev.linkledger.probe.observation.MeasurementStatus;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The window's bookkeeping on a simulated device: one request completes every 30 ms with four in
 * flight, so which request lands in the warm-up and which in the window is known exactly.
 */
class RunWindowTest {
    private static final int MIB = 1 << 20;
    private static final long TICK = Duration.ofMillis(30).toNanos();

    /** What a simulated run issued and what fraction the bar showed halfway through the file. */
    private record Simulated(RunWindow window, List<Long> offsets, double fractionAfterEightBlocks) {
    }

    private static Simulated simulate(MeasureParameters p) {
        RunWindow w = new RunWindow(p, 1, RunControl.silent());
        LatencySamples samples = w.newSamples();
        List<Long> offsets = new ArrayList<>();
        Deque<long[]> inFlight = new ArrayDeque<>();
        long now = w.start;
        for (int i = 0; i < p.iodepth(); i++) issue(w, now, offsets, inFlight);
        int completed = 0;
        double fractionAfterEight = -1;
        while (!inFlight.isEmpty()) {
            now += TICK;
            long[] request = inFlight.poll();
            w.complete(request[1], now, w.length(request[0]), samples);
            if (++completed == 8) fractionAfterEight = w.fraction(now);
            issue(w, now, offsets, inFlight);
        }
        return new Simulated(w, offsets, fractionAfterEight);
    }

    private static void issue(RunWindow w, long now, List<Long> offsets, Deque<long[]> inFlight) {
        long offset = w.nextOffset(now);
        if (offset < 0) return;
        offsets.add(offset);
        inFlight.add(new long[]{offset, now});
    }

    private static MeasureParameters sequential(long size, long extent) {
        return new MeasureParameters(Path.of("sim.dat"), AccessPattern.read, MIB, 4, size, extent,
                Duration.ofSeconds(60), Duration.ofMillis(100), true, false);
    }

    @Test
    void aWholeFileReadCountsOnlyTheWindowAndNeverRereadsTheStartOfTheFile() {
        Simulated run = simulate(sequential(0, 16L * MIB));
        EngineRun result = run.window().result("builtin", "test", null);

        // Three blocks complete within the 100 ms warm-up (at 30, 60 and 90 ms); the window reads the other 13.
        assertThat(result.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(result.bytes()).isEqualTo(13L * MIB);
        assertThat(result.ios()).isEqualTo(13);
        assertThat(run.offsets()).doesNotHaveDuplicates().hasSize(16);
        assertThat(result.seconds()).isCloseTo(16 * 0.030 - 0.100, within(1e-6));
    }

    @Test
    void aSizeLimitBoundsTheWindowIncludingWhatWasInFlightWhenTheWarmUpEnded() {
        Simulated run = simulate(sequential(8L * MIB, 64L * MIB));

        EngineRun result = run.window().result("builtin", "test", null);
        assertThat(result.bytes()).isEqualTo(8L * MIB);
        assertThat(run.offsets()).doesNotHaveDuplicates().hasSize(3 + 8);
    }

    @Test
    void theProgressFollowsTheBytesNotTheRuntime() {
        Simulated run = simulate(sequential(0, 16L * MIB));

        // Eight of the file's sixteen blocks are done; the 60 s runtime has barely begun.
        assertThat(run.fractionAfterEightBlocks()).isCloseTo(0.5, within(1e-9));
        assertThat(run.window().fraction(run.window().start + 17 * TICK)).isEqualTo(1.0);
    }

    @Test
    void aLongWarmUpEndsOnceItHasReadAQuarterOfTheFileSoAWindowRemains() {
        var p = new MeasureParameters(Path.of("sim.dat"), AccessPattern.read, MIB, 4, 0, 16L * MIB,
                Duration.ofSeconds(60), Duration.ofSeconds(10), true, false);

        Simulated run = simulate(p);
        EngineRun result = run.window().result("builtin", "test", null);

        // The fourth block (at 120 ms) completes the quarter: the window starts there and holds the other twelve.
        assertThat(result.status()).isEqualTo(MeasurementStatus.OK);
        assertThat(result.bytes()).isEqualTo(12L * MIB);
        assertThat(result.seconds()).isCloseTo(16 * 0.030 - 0.120, within(1e-6));
        assertThat(run.offsets()).doesNotHaveDuplicates().hasSize(16);
    }

    @Test
    void aTimeBasedReadWrapsAroundTheFileUntilTheDeadline() {
        var p = new MeasureParameters(Path.of("sim.dat"), AccessPattern.read, MIB, 1, 0, 4L * MIB,
                Duration.ofMillis(300), Duration.ZERO, true, true);

        Simulated run = simulate(p);

        assertThat(run.offsets()).hasSize(10).containsSequence(0L, (long) MIB, 2L * MIB, 3L * MIB, 0L);
    }
}
