package dev.linkledger.probe.observation;

import java.util.List;

/**
 * A host controller: the PCI parent of one or more root hubs.
 *
 * @param id       the PCI address when known (e.g. {@code 0000:03:00.3}); for imports an inferred id such as
 *                 {@code xhci-bus3+4}. Defaults to {@code pciAddress}: a client may name a controller by that alone
 * @param inferred true when the grouping of buses was inferred rather than read from sysfs
 */
public record ObservedController(String id, String pciAddress, String vendorId, String deviceId, String pciClass,
                                 String name, java.util.List<Integer> buses, boolean inferred) {
    public ObservedController {
        if (id == null) id = pciAddress;
        buses = buses == null ? List.of() : List.copyOf(buses);
    }
}
