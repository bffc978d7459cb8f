package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.Capability;

import java.util.List;

/**
 * Everything a source could tell about one device that bears on what it can do. Any part may be
 * null: an lsusb paste has no bcdUSB, a sysfs tree on an old kernel has no BOS.
 *
 * @param bos              what the BOS descriptor said, null when absent or unreadable
 * @param negotiated       the speed the link came up at
 * @param interfaceDrivers names of the drivers bound to its interfaces
 */
public record CapabilityEvidence(Capability bos, VidPid vidPid, UsbVersion bcdUsb, UsbSpeed negotiated,
                                 List<String> interfaceDrivers) {
    public CapabilityEvidence {
        interfaceDrivers = interfaceDrivers == null ? List.of()
                : interfaceDrivers.stream().filter(java.util.Objects::nonNull).toList();
    }
}
