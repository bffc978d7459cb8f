package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.Capability;

import java.util.List;

/**
 * What is known about a device that bears on what it can do.
 *
 * @param productStrings the device's manufacturer and product strings ("USB3.0 Card Reader"):
 *                       the weakest evidence, used only when nothing else speaks
 */
public record CapabilityEvidence(Capability bos, VidPid vidPid, UsbVersion bcdUsb, UsbSpeed negotiated,
                                 List<String> interfaceDrivers, List<String> productStrings) {
    public CapabilityEvidence {
        interfaceDrivers = interfaceDrivers == null ? List.of()
                : interfaceDrivers.stream().filter(java.util.Objects::nonNull).toList();
        productStrings = productStrings == null ? List.of()
                : productStrings.stream().filter(java.util.Objects::nonNull).toList();
    }

    /** Evidence without the device's strings. */
    public CapabilityEvidence(Capability bos, VidPid vidPid, UsbVersion bcdUsb, UsbSpeed negotiated,
                              List<String> interfaceDrivers) {
        this(bos, vidPid, bcdUsb, negotiated, interfaceDrivers, List.of());
    }
}
