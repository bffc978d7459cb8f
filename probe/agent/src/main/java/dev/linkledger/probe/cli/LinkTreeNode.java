package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;

/**
 * One device in {@code probe tree}: what its link negotiated beside what it can do and what the
 * port it hangs on can do.
 *
 * @param interfaces          {@code Mass Storage/uas}, one per distinct interface class and driver
 * @param upstreamCapableMbps what the port can do: the hub's capability, or for a root port the faster of its root hub and its companion's
 * @param belowBothEnds       the link runs below what both the device and the port support
 * @param typecPort           the Type-C connector of a root port, when firmware describes it
 * @param cable               the cable's e-marker on that connector, when exposed
 */
public record LinkTreeNode(String path, String portId, int port, Integer devnum, String vidPid, String name,
                           List<String> interfaces, Integer hubPorts, UsbSpeed negotiatedMbps, Integer capableMbps,
                           String capabilitySource, Integer upstreamCapableMbps, boolean belowBothEnds,
                           String companionPort, String typecPort, ObservedCable cable,
                           List<ObservedBlockDevice> disks, List<LinkTreeNode> children) {
}
