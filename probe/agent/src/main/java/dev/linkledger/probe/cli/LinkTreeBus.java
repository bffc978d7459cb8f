package dev.linkledger.probe.cli;

import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;

/**
 * A root hub in {@code probe tree} with the controller it belongs to.
 *
 * @param controllerIds   PCI {@code vendor:device}, null when not on PCI
 * @param controllerBuses every bus of that controller (its USB 2.0 and SuperSpeed root hubs)
 */
public record LinkTreeBus(int bus, UsbSpeed speedMbps, Integer ports, String driver, String controller,
                          String controllerIds, String controllerName, List<Integer> controllerBuses,
                          List<LinkTreeNode> devices) {
}
