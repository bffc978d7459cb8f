package dev.linkledger.probe.measure;

import java.util.Arrays;
import java.util.List;

/** One worker's completion latencies (ns); merged after the run for percentiles. Not thread-safe by design. */
final class LatencySamples {
    private long[] values = new long[1024];
    private int size;

    void add(long nanos) {
        if (size == values.length) values = Arrays.copyOf(values, size * 2);
        values[size++] = nanos;
    }

    /** Nearest-rank percentiles in µs over all workers' samples; null when there are none. */
    static Double[] percentilesMicros(List<LatencySamples> all, double... percentiles) {
        int total = all.stream().mapToInt(s -> s.size).sum();
        Double[] result = new Double[percentiles.length];
        if (total == 0) return result;
        long[] merged = new long[total];
        int at = 0;
        for (LatencySamples s : all) {
            System.arraycopy(s.values, 0, merged, at, s.size);
            at += s.size;
        }
        Arrays.sort(merged);
        for (int i = 0; i < percentiles.length; i++) {
            int rank = (int) Math.ceil(percentiles[i] / 100.0 * total);
            result[i] = merged[Math.max(0, Math.min(total - 1, rank - 1))] / 1000.0;
        }
        return result;
    }
}
