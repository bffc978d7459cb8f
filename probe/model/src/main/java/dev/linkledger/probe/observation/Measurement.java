package dev.linkledger.probe.observation;

import java.time.Instant;

/**
 * One throughput measurement, as {@code probe measure} prints it and posts it to
 * {@code POST /api/hosts/{hostId}/measurements}. The client chooses {@code measurementId}; a repeat
 * is a no-op. Rates are computed from {@code bytes} and {@code seconds} of the measured window
 * (after the warm-up), so {@code mbps == bytes / seconds / 1e6} and {@code mibps == bytes / seconds / 2^20}.
 *
 * @param pattern       {@code read}, {@code randread} or {@code write}
 * @param direct        true when the page cache was bypassed (O_DIRECT); false only with {@code --allow-cache}
 * @param sizeLimit     bytes to measure after the warm-up, 0 for the whole file
 * @param cpuPercent    CPU time of the engine's process over the measured window / wall time × 100 (100 = one core)
 * @param latencyP50Micros completion latency median in µs, null when not measured
 * @param link          the USB link under the file, null when it is not on a USB device (see linkNote)
 * @param linkNote      why {@code link} is null, or a remark about it
 * @param linkCeilingMBps the practical ceiling (decimal MB/s) of the link's mode with its driver (UAS or BOT),
 *                      from the rules' ceiling table; null without a link
 * @param cached        true when {@code mbps} is above that ceiling: the number came from a cache, not the device
 */
public record Measurement(String measurementId, String hostId, Instant startedAt, String file, String pattern,
                          int blockSize, int iodepth, boolean direct, long sizeLimit, double runtimeLimitSeconds,
                          double warmupSeconds, boolean timeBased, String engine, String engineVersion,
                          MeasurementStatus status, String reason, long bytes, double seconds, double mbps,
                          double mibps, double iops, Double cpuPercent, Double latencyP50Micros,
                          Double latencyP99Micros, MeasurementSetup setup, MeasuredLink link, String linkNote,
                          Integer linkCeilingMBps, boolean cached) {
}
