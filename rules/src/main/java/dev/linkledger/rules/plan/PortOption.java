package dev.linkledger.rules.plan;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.EventRef;

import java.util.List;

/**
 * One physical connector of a host as a plan sees it: the port it links through (the SuperSpeed half
 * when it has one), what limits it, and who uses it and its controller now.
 *
 * @param rootHubMbps       the speed of its root hub: the controller's capability on that bus
 * @param measuredLimitMbps a limit links proved on the connector itself, or null
 * @param hubLinkMbps       for a port of an external hub, the hub's own link, else null
 * @param superSpeed        true for a SuperSpeed port (the SuperSpeed half of a connector); false for a connector
 *                          with only a USB 2.0 half, or one whose SuperSpeed half is {@link SuperSpeedHalf#UNKNOWN}
 * @param occupant          the device path plugged in now (on either half), or null when free
 * @param occupantMbps      that device's negotiated speed
 * @param occupantVidPid    that device's vid:pid (lower case)
 * @param storageOnController other mass-storage devices on the same controller, by path
 * @param halfUnknown       true for a USB 2.0 root port whose SuperSpeed half the evidence does not show either way
 *                          (a paste pairs no ports): it links at 480M for sure, and more only if it has one
 * @param possibleSuperSpeedBus for such a port, the SuperSpeed root hub of the same controller, where its SuperSpeed
 *                          half would be; null when the evidence shows none
 * @param possibleSuperSpeedMbps that root hub's speed, null with it
 */
public record PortOption(String hostId, String portId, String peer, int bus, String controllerId, boolean rootPort,
                         double rootHubMbps, Integer measuredLimitMbps, Double hubLinkMbps, boolean superSpeed,
                         String occupant, Double occupantMbps, String occupantVidPid,
                         List<String> storageOnController, List<EventRef> events, boolean halfUnknown,
                         Integer possibleSuperSpeedBus, Double possibleSuperSpeedMbps) {

    /** A connector whose SuperSpeed half the evidence shows, or shows it has none. */
    public PortOption(String hostId, String portId, String peer, int bus, String controllerId, boolean rootPort,
                      double rootHubMbps, Integer measuredLimitMbps, Double hubLinkMbps, boolean superSpeed,
                      String occupant, Double occupantMbps, String occupantVidPid,
                      List<String> storageOnController, List<EventRef> events) {
        this(hostId, portId, peer, bus, controllerId, rootPort, rootHubMbps, measuredLimitMbps, hubLinkMbps, superSpeed,
                occupant, occupantMbps, occupantVidPid, storageOnController, events, false, null, null);
    }

    public SuperSpeedHalf superSpeedHalf() {
        return superSpeed ? SuperSpeedHalf.YES : halfUnknown ? SuperSpeedHalf.UNKNOWN : SuperSpeedHalf.NO;
    }

    /** The fastest link this connector gives for certain, Mb/s. */
    public double linkMbps() {
        return capped(superSpeed ? rootHubMbps : Math.min(rootHubMbps, UsbSpeed.HIGH_SPEED_MBPS));
    }

    /** The fastest link it gives if its unknown SuperSpeed half exists; {@link #linkMbps()} when nothing is unknown. */
    public double linkMbpsIfSuperSpeed() {
        return halfUnknown && possibleSuperSpeedMbps != null ? capped(possibleSuperSpeedMbps) : linkMbps();
    }

    /** The connector as it would be with its SuperSpeed half, for what a plan would get there. */
    public PortOption withSuperSpeedHalf() {
        if (!halfUnknown || possibleSuperSpeedMbps == null) return this;
        return new PortOption(hostId, portId, peer, bus, controllerId, rootPort, possibleSuperSpeedMbps, measuredLimitMbps,
                hubLinkMbps, true, occupant, occupantMbps, occupantVidPid, storageOnController, events, false, null, null);
    }

    private double capped(double mbps) {
        if (measuredLimitMbps != null) mbps = Math.min(mbps, measuredLimitMbps);
        if (hubLinkMbps != null) mbps = Math.min(mbps, hubLinkMbps);
        return mbps;
    }

    /** What sets {@link #linkMbps()}: the connector itself ({@code port}) or its controller. */
    public String limitedBy() {
        return linkMbps() < rootHubMbps ? "port" : "controller";
    }

    public boolean free() {
        return occupant == null;
    }
}
