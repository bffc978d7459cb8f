package dev.linkledger.rules.plan;

import dev.linkledger.rules.link.LinkCeilings;
import dev.linkledger.rules.link.LinkMode;

/**
 * The practical ceiling (decimal MB/s) of a planned item on one port, and the element that sets it:
 * {@code port} or {@code controller} (the host side), {@code item} (its own USB side), {@code bridge}
 * or {@code medium} (an enclosure's drive side). The host side wins ties: buying cannot move it.
 */
public record Expectation(int mbps, String cappedBy, LinkMode mode) {

    public static Expectation of(ItemProfile item, PortOption port) {
        LinkMode portMode = ItemProfiles.portMode(port.linkMbps());
        LinkMode mode = item.modeOn(portMode);
        int link = LinkCeilings.bundled().practicalMBps(mode, true);
        String cappedBy = mode.totalMbps() < portMode.totalMbps() ? "item" : port.limitedBy();
        int mbps = link;
        if (item.bridgeMBps() != null && item.bridgeMBps() < mbps) {
            mbps = item.bridgeMBps();
            cappedBy = "bridge";
        }
        if (item.mediumMBps() != null && item.mediumMBps() < mbps) {
            mbps = item.mediumMBps();
            cappedBy = "medium";
        }
        return new Expectation(mbps, cappedBy, mode);
    }

    public boolean hostSide() {
        return "port".equals(cappedBy) || "controller".equals(cappedBy);
    }
}
