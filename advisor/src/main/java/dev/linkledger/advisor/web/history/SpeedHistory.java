package dev.linkledger.advisor.web.history;

import dev.linkledger.advisor.web.verdict.EventLink;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Instant;
import java.util.List;

/**
 * A device's or a connector's negotiated speed over time (Mb/s as the kernel writes it, null while
 * nothing is connected), its downgrades with the events that recorded them and the kernel's lines about
 * the device just before, and the throughput runs on the same time axis (decimal MB/s). Times are when it
 * happened on the host ({@code observedAt}).
 */
@Schema(name = "SpeedHistoryV1", description = "Negotiated speed over time, schema linkledger.speed-history/1")
public record SpeedHistory(@Schema(enumeration = SCHEMA) String schema, String hostId,
                           @Schema(enumeration = {"device", "connector"}) String kind, String subject,
                           List<LinkPoint> links, List<Downgrade> downgrades, List<Run> runs) {

    public static final String SCHEMA = "linkledger.speed-history/1";

    /** From {@code at}, the link runs at {@code mbps} (null: disconnected), as {@code event} recorded. */
    @Schema(name = "SpeedHistoryV1.LinkPoint")
    public record LinkPoint(Instant at, Double mbps, String path, String device, EventLink event) {
        /** "480M", or "disconnected". */
        public String speedText() {
            return mbps == null ? "disconnected" : HistoryPlot.number(mbps) + "M";
        }
    }

    /** A link that came back slower than before: by a speed change, or a reconnect of the same device. */
    @Schema(name = "SpeedHistoryV1.Downgrade")
    public record Downgrade(Instant at, double fromMbps, double toMbps, String path, String how, EventLink event,
                            List<String> kernelLines) {
        /** "10000M → 480M". */
        public String change() {
            return HistoryPlot.number(fromMbps) + "M \u2192 " + HistoryPlot.number(toMbps) + "M";
        }
    }

    /** A throughput run on the device (or a device on the connector). */
    @Schema(name = "SpeedHistoryV1.Run")
    public record Run(Instant at, double mbps, String status, String path, Integer ceilingMBps) {
    }
}
