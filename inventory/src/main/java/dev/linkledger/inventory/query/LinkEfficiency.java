package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.MeasuredLink;
import dev.linkledger.rules.link.LinkCeilings;
import dev.linkledger.rules.link.LinkMode;

/**
 * A measured goodput against the practical ceiling of the link it ran over ("938 MB/s = 89% of
 * USB 3.2 Gen 2"). The ceiling is storage goodput in decimal MB/s for the link's mode, UAS or BOT
 * by the bound driver.
 */
public record LinkEfficiency(LinkMode mode, int ceilingMBps, int percent) {

    /** @return null when the link or its mode is unknown */
    public static LinkEfficiency of(double mbps, MeasuredLink link) {
        if (link == null || link.speedMbps() == null || !link.speedMbps().numeric()) return null;
        int lanes = Math.max(link.rxLanes() == null ? 1 : link.rxLanes(), link.txLanes() == null ? 1 : link.txLanes());
        LinkMode mode = LinkMode.fromKernel(link.speedMbps().mbps(), lanes);
        if (mode == null) return null;
        int ceiling = LinkCeilings.bundled().practicalMBps(mode, "uas".equals(link.driver()));
        if (ceiling <= 0) return null;
        return new LinkEfficiency(mode, ceiling, (int) Math.round(100.0 * mbps / ceiling));
    }

    public String summary(double mbps) {
        return String.format(java.util.Locale.ROOT, "%.0f MB/s = %d%% of %s (practical ceiling ≈ %d MB/s)",
                mbps, percent, mode.label(), ceilingMBps);
    }
}
