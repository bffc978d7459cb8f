package dev.linkledger.rules.measurement;

import dev.linkledger.rules.facts.MeasurementFact;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.Links;

/**
 * Where a measured goodput sits against its link: above the raw rate (impossible through the link),
 * under half the practical ceiling, or at it (80% and more).
 */
public final class MeasurementCeilings {
    static final double AT_CEILING = 0.8;
    static final double FAR_BELOW = 0.5;

    private MeasurementCeilings() {
    }

    public static LinkMode mode(MeasurementFact m) {
        return LinkMode.of(m.linkMbps(), m.linkLanes(), m.usb4());
    }

    /** Practical goodput of the link, decimal MB/s (UAS or BOT; the PCIe tunnel on USB4). */
    public static int practical(MeasurementFact m) {
        return Links.practical(mode(m), m.uas() || m.usb4());
    }

    /** The raw rate after line encoding, decimal MB/s. */
    public static int raw(MeasurementFact m) {
        return Links.raw(mode(m));
    }

    public static boolean aboveLink(MeasurementFact m) {
        return m.goodputMBps() > raw(m);
    }

    public static boolean belowHalf(MeasurementFact m) {
        return m.goodputMBps() < FAR_BELOW * practical(m);
    }

    public static boolean atCeiling(MeasurementFact m) {
        return m.goodputMBps() >= AT_CEILING * practical(m) && !aboveLink(m);
    }

    static String settings(MeasurementFact m) {
        return "%s, %s, %s, QD %d%s".formatted(m.tool() == null ? "tool unknown" : m.tool(), m.read() ? "read" : "write",
                m.direct() ? "direct" : "buffered", m.queueDepth(),
                m.blockSizeBytes() == null ? "" : ", block " + m.blockSizeBytes() + " B");
    }

    static int percent(MeasurementFact m) {
        return (int) Math.round(100 * m.goodputMBps() / practical(m));
    }
}
