package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import java.util.List;

/** What {@code probe tree} shows: the USB tree per bus, then the USB4/Thunderbolt routers. */
public record LinkTree(String hostId, List<LinkTreeBus> buses, List<ObservedThunderboltDevice> thunderbolt,
                       String legend) {
    public static final String LEGEND = "! = link runs below what both ends support (device 'can' vs 'port can')";
}
