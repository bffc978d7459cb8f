package dev.linkledger.probe.observation;

import java.time.Instant;
import java.util.List;

/**
 * One look at a host's USB topology, from sysfs or from an imported paste. The client chooses
 * {@code observationId}; the service treats a repeat as a no-op.
 *
 * @param source       {@code sysfs}, {@code lsusb-t}, {@code lsusb-v}, {@code usb-devices}, {@code dmesg} or a mix ("lsusb-t+dmesg")
 * @param notes        lines that could not be understood, and other remarks a person should see
 * @param typecPorts   Type-C ports with their partner and cable identity ({@code /sys/class/typec})
 * @param thunderbolt  USB4 / Thunderbolt routers and their links ({@code /sys/bus/thunderbolt/devices})
 * @param blockDevices block devices behind USB mass storage, tied to their USB device path
 * @param kernelLog    kernel log lines about USB devices (from an imported dmesg)
 */
public record Observation(String observationId, String hostId, Instant observedAt, String source,
                          List<ObservedBus> buses, List<ObservedController> controllers,
                          List<ObservedPort> ports, List<ObservedDevice> devices, List<ObservationNote> notes,
                          List<ObservedTypecPort> typecPorts, List<ObservedThunderboltDevice> thunderbolt,
                          List<ObservedBlockDevice> blockDevices, List<KernelLogEntry> kernelLog) {

    /** An observation of the USB tree alone (no Type-C, USB4, block devices or kernel log). */
    public Observation(String observationId, String hostId, Instant observedAt, String source,
                       List<ObservedBus> buses, List<ObservedController> controllers,
                       List<ObservedPort> ports, List<ObservedDevice> devices, List<ObservationNote> notes) {
        this(observationId, hostId, observedAt, source, buses, controllers, ports, devices, notes,
                List.of(), List.of(), List.of(), List.of());
    }

    /** The same observation under another id, host or time (what a server fills in when a client left it out). */
    public Observation withHeader(String newObservationId, String newHostId, Instant newObservedAt) {
        return new Observation(newObservationId, newHostId, newObservedAt, source, buses, controllers, ports, devices,
                notes, typecPorts, thunderbolt, blockDevices, kernelLog);
    }
}
