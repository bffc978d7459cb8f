package dev.linkledger.probe.observation;

import java.time.Instant;
import java.util.List;

/**
 * One look at a host's USB topology, from sysfs or from an imported paste. The client chooses
 * {@code observationId}; the service treats a repeat as a no-op.
 *
 * @param source {@code sysfs}, {@code lsusb-t}, {@code lsusb-v}, {@code usb-devices}, {@code dmesg} or a mix ("lsusb-t+dmesg")
 * @param notes  lines that could not be understood, and other remarks a person should see
 */
public record Observation(String observationId, String hostId, Instant observedAt, String source,
                          List<ObservedBus> buses, List<ObservedController> controllers,
                          List<ObservedPort> ports, List<ObservedDevice> devices, List<ObservationNote> notes) {
}
