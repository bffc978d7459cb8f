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
 * @param superSpeed        false for a connector with only a USB 2.0 half (no SuperSpeed companion)
 * @param occupant          the device path plugged in now (on either half), or null when free
 * @param occupantMbps      that device's negotiated speed
 * @param occupantVidPid    that device's vid:pid (lower case)
 * @param storageOnController other mass-storage devices on the same controller, by path
 * @param inferredSuperSpeedBus for a USB 2.0 root port of a host imported without its ports' peers (an
 *                          lsusb paste), the SuperSpeed root hub of the same controller: the connector's
 *                          SuperSpeed half is presumably there, as the findings assume; else null
 */
public record PortOption(String hostId, String portId, String peer, int bus, String controllerId, boolean rootPort,
                         double rootHubMbps, Integer measuredLimitMbps, Double hubLinkMbps, boolean superSpeed,
                         String occupant, Double occupantMbps, String occupantVidPid,
                         List<String> storageOnController, List<EventRef> events, Integer inferredSuperSpeedBus) {

    public PortOption(String hostId, String portId, String peer, int bus, String controllerId, boolean rootPort,
                      double rootHubMbps, Integer measuredLimitMbps, Double hubLinkMbps, boolean superSpeed,
                      String occupant, Double occupantMbps, String occupantVidPid,
                      List<String> storageOnController, List<EventRef> events) {
        this(hostId, portId, peer, bus, controllerId, rootPort, rootHubMbps, measuredLimitMbps, hubLinkMbps, superSpeed,
                occupant, occupantMbps, occupantVidPid, storageOnController, events, null);
    }

    /** The fastest link this connector gives, Mb/s. */
    public double linkMbps() {
        double mbps = superSpeed ? rootHubMbps : Math.min(rootHubMbps, UsbSpeed.HIGH_SPEED_MBPS);
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
