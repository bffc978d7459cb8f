package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.MeasuredLink;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;

import java.util.Objects;

/** A measurement in a few lines: the number, how it was made, and the link it ran over. */
final class MeasurementSummary {
    private MeasurementSummary() {
    }

    static String of(Measurement m) {
        StringBuilder sb = new StringBuilder();
        if (m.status() != MeasurementStatus.OK) sb.append(String.format("%s: %s%n", m.status().json().toUpperCase(), m.reason()));
        if (m.cached()) {
            sb.append(String.format("CACHED: %.1f MB/s is above the link's practical ceiling of %d MB/s; this is not the device's speed%n",
                    m.mbps(), m.linkCeilingMBps()));
        }
        sb.append(String.format("%s %s: %.1f MB/s (%.1f MiB/s), %.0f IOPS, %d bytes in %.3f s%n", m.pattern(), m.file(), m.mbps(),
                m.mibps(), m.iops(), m.bytes(), m.seconds()));
        sb.append(String.format("  %s %s, bs %d, iodepth %d, %s, warm-up %.1f s discarded, latency p50 %s µs p99 %s µs, CPU %s%%%n",
                m.engine(), m.engineVersion(), m.blockSize(), m.iodepth(), m.direct() ? "direct" : "BUFFERED (page cache)",
                m.warmupSeconds(), number(m.latencyP50Micros()), number(m.latencyP99Micros()), number(m.cpuPercent())));
        MeasuredLink l = m.link();
        if (l != null) {
            sb.append(String.format("  link: %s on USB %s (%s:%s %s) at %s, lanes %s, driver %s, port %s, practical ceiling %s MB/s%n",
                    l.blockDevice(), l.devicePath(), l.vendorId(), l.productId(), Objects.toString(l.product(), "-"), l.speedMbps(),
                    Objects.toString(l.rxLanes(), "?"), Objects.toString(l.driver(), "?"), l.port(),
                    Objects.toString(m.linkCeilingMBps(), "?")));
        } else {
            sb.append(String.format("  link: none (%s)%n", m.linkNote()));
        }
        return sb.toString();
    }

    private static String number(Double d) {
        return d == null ? "?" : String.format("%.1f", d);
    }
}
