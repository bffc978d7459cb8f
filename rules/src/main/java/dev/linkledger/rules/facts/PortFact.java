package dev.linkledger.rules.facts;

import java.util.List;

/**
 * A port of a root hub or external hub, as sysfs describes it ({@code usbN-portM}, {@code B-P-portM}).
 *
 * @param portId                 the port's sysfs name, the same text as {@link DeviceFact#portId()} of the
 *                               device plugged into it
 * @param bus                    the bus (root hub) the port belongs to
 * @param hubPath                the hub it sits on: {@code usbN} for a root port, a device path otherwise
 * @param peer                   the {@code peer} port id: the other (USB 2.0 or SuperSpeed) half of the
 *                               same physical connector, or null
 * @param connectType            ACPI {@code connect_type}: hotplug, hardwired, not used, unknown; null if absent
 * @param measuredCapabilityMbps the fastest this port proved able to link, in Mb/s as the kernel writes link
 *                               speeds, when a measurement showed it is slower than its root hub (seed 000's
 *                               desktop: a 5000 Mb/s connector on a 10000M root hub); null when not measured
 * @param capabilityEvents       the events that measured {@code measuredCapabilityMbps}
 */
public record PortFact(String hostId, String portId, int bus, String hubPath, String peer, String connectType,
                       Integer measuredCapabilityMbps, List<EventRef> events, List<EventRef> capabilityEvents) {

    public boolean rootPort() {
        return hubPath != null && hubPath.startsWith("usb");
    }
}
