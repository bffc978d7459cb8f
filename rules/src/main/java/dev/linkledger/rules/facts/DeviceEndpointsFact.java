package dev.linkledger.rules.facts;

import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.PortPath;

import java.util.List;

/**
 * A device's interfaces with the endpoints of each alternate setting, as the periodic-budget rules
 * see it: what it reserves on the bus now and when it streams.
 *
 * @param path        the kernel's device path; an unplaced device's {@link DeviceFact#unplacedKey}
 * @param speedMbps   the negotiated speed as the kernel writes it; NaN when unknown
 * @param hub         the device is a hub (its downstream ports, and a high-speed hub's transaction translators)
 * @param label       what a person calls it: the product string, else vid:pid, else the path
 * @param interfaces  its interfaces; an interface whose {@code endpoints} are null was seen without them
 */
public record DeviceEndpointsFact(String hostId, String path, int bus, double speedMbps, boolean hub, String label,
                                  List<ObservedInterface> interfaces, List<EventRef> events) {

    public DeviceEndpointsFact {
        interfaces = interfaces == null ? List.of() : List.copyOf(interfaces);
        events = events == null ? List.of() : List.copyOf(events);
    }

    /** The device has a port path (not only a bus and device number). */
    public boolean placed() {
        return PortPath.looksLike(path);
    }

    /** Every interface came with its endpoints: what the device reserves is known. */
    public boolean endpointsKnown() {
        return !interfaces.isEmpty() && interfaces.stream().allMatch(i -> i.endpoints() != null);
    }
}
