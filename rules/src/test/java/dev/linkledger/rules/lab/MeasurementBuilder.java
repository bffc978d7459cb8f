package dev.linkledger.rules.lab;

import dev.linkledger.rules.facts.MeasurementFact;

import java.util.List;

import static dev.linkledger.rules.lab.Lab.event;

/** Builds a {@link MeasurementFact}; defaults to fio direct, QD32, 1 MiB, UAS at 10000M. */
public final class MeasurementBuilder {
    private final String host;
    private final String path;
    private final double goodput;
    private boolean read = true;
    private boolean direct = true;
    private int queueDepth = 32;
    private Integer blockSize = 1 << 20;
    private double link = 10000;
    private int lanes = 1;
    private boolean usb4;
    private boolean uas = true;
    private String tool = "fio libaio";

    MeasurementBuilder(String host, String path, double goodput) {
        this.host = host;
        this.path = path;
        this.goodput = goodput;
    }

    public MeasurementBuilder write() { this.read = false; return this; }
    public MeasurementBuilder buffered() { this.direct = false; return this; }
    public MeasurementBuilder queueDepth(int qd) { this.queueDepth = qd; return this; }
    public MeasurementBuilder blockSize(Integer bytes) { this.blockSize = bytes; return this; }
    public MeasurementBuilder link(double mbps) { this.link = mbps; return this; }
    public MeasurementBuilder usb4(double mbps) { this.link = mbps; this.usb4 = true; return this; }
    public MeasurementBuilder bot() { this.uas = false; return this; }
    public MeasurementBuilder tool(String tool) { this.tool = tool; return this; }

    public MeasurementFact build() {
        return new MeasurementFact(host, path, goodput, read, direct, queueDepth, blockSize, link, lanes, usb4, uas, tool,
                List.of(event("ev-measure-" + host + "-" + path + "-" + goodput, "ThroughputMeasuredEvent")));
    }
}
