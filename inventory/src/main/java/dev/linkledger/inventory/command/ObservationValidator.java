package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.api.HostId;
import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Checks an observation before anything of it is recorded, and returns it with the command's
 * host id and empty lists in place of missing ones. Field names in the exceptions follow the
 * JSON shape ({@code devices[2].path}).
 */
final class ObservationValidator {
    private ObservationValidator() {
    }

    static Observation validated(String hostId, Observation o) {
        checkHeader(hostId, o);
        ContractCheck.check(o);
        Observation normalized = normalized(hostId, o);
        unique("controllers", "id", normalized.controllers(), ObservedController::id);
        unique("buses", "bus", normalized.buses(), ObservedBus::bus);
        unique("ports", "id", normalized.ports(), ObservedPort::id);
        uniqueDevices(normalized.devices());
        for (int i = 0; i < normalized.buses().size(); i++)
            checkSpeed("buses[" + i + "].speedMbps", normalized.buses().get(i).speedMbps());
        for (int i = 0; i < normalized.devices().size(); i++) checkDevice("devices[" + i + "]", normalized.devices().get(i));
        return normalized;
    }

    /**
     * The checks an observation needs when its content equals one this host accepted before
     * ({@link ObservationContent}): its header, and the header's strings against the contract.
     * The content is equal value for value to content that passed {@link #validated} (speeds
     * compare by their normalised number, which is also what their check reads), so it would
     * pass again.
     */
    static Observation revalidated(String hostId, Observation o) {
        checkHeader(hostId, o);
        ContractCheck.check(new Observation(o.observationId(), hostId, o.observedAt(), o.source(),
                List.of(), List.of(), List.of(), List.of(), List.of()));
        return normalized(hostId, o);
    }

    /**
     * What an observation must carry whatever its content: a host id that is its command's, an id
     * and a time. The content's checks are {@link #validated}'s.
     */
    static void checkHeader(String hostId, Observation o) {
        String hostProblem = HostId.problem(hostId);
        if (hostProblem != null) throw invalid("hostId", hostProblem);
        if (o == null) throw invalid("observation", "an observation is required");
        if (o.hostId() != null && !o.hostId().equals(hostId))
            throw invalid("hostId", "the observation is of host '" + o.hostId() + "', not '" + hostId + "'");
        if (o.observationId() == null || o.observationId().isBlank())
            throw invalid("observationId", "an observation id is required");
        if (o.observedAt() == null) throw invalid("observedAt", "the time of the observation is required");
    }

    /** The observation under the command's host id, with empty lists in place of missing ones. */
    static Observation normalized(String hostId, Observation o) {
        return new Observation(o.observationId(), hostId, o.observedAt(), o.source(),
                listOf(o.buses()), listOf(o.controllers()), listOf(o.ports()), listOf(o.devices()), listOf(o.notes()),
                listOf(o.typecPorts()), listOf(o.thunderbolt()), listOf(o.blockDevices()), listOf(o.kernelLog()));
    }

    private static void checkDevice(String field, ObservedDevice d) {
        if (!d.placed()) {
            checkUnplaced(field, d);
            return;
        }
        String pathProblem = PortPath.problem(d.path());
        if (pathProblem != null) throw invalid(field + ".path", pathProblem);
        if (d.bus() != PortPath.busOf(d.path()))
            throw invalid(field + ".bus", "device " + d.path() + " is on bus " + PortPath.busOf(d.path()) + ", not " + d.bus());
        checkSpeed(field + ".speedMbps", d.speedMbps());
    }

    /** Without a path, bus and device number identify the device; where it hangs is not known, so no port is named. */
    private static void checkUnplaced(String field, ObservedDevice d) {
        String problem = DeviceAddress.problem(d.bus(), d.devnum());
        if (problem != null) throw invalid(field + (d.devnum() == null ? ".devnum" : d.bus() < 1 || d.bus() > PortPath.MAX_BUS ? ".bus" : ".devnum"), problem);
        if (d.portId() != null) throw invalid(field + ".portId", "a device without a path hangs on no known port; send its path");
        if (d.parentPath() != null) throw invalid(field + ".parentPath", "a device without a path has no known parent path; send its path");
        checkSpeed(field + ".speedMbps", d.speedMbps());
    }

    /**
     * A path appears once; so does an unplaced device's bus and device number, among unplaced and
     * placed devices alike (the same number twice is one device twice).
     */
    private static void uniqueDevices(List<ObservedDevice> devices) {
        Set<String> paths = new HashSet<>();
        // Addresses as records, not as their text: String.format for each device of every
        // observation was an eighth of an unchanged re-scan's CPU (BENCHMARKS.md).
        Set<DeviceAddress> placedAddresses = new HashSet<>();
        for (int i = 0; i < devices.size(); i++) {
            ObservedDevice d = devices.get(i);
            if (d == null) throw invalid("devices[" + i + "]", "is empty");
            if (d.placed() && !paths.add(d.path())) throw invalid("devices[" + i + "].path", "'" + d.path() + "' appears twice");
            if (d.placed() && d.address() != null) placedAddresses.add(d.address());
        }
        Set<DeviceAddress> unplaced = new HashSet<>();
        for (int i = 0; i < devices.size(); i++) {
            ObservedDevice d = devices.get(i);
            if (d.placed() || d.address() == null) continue;
            DeviceAddress key = d.address();
            if (placedAddresses.contains(key) || !unplaced.add(key))
                throw invalid("devices[" + i + "].devnum", "'" + key + "' appears twice");
        }
    }

    private static void checkSpeed(String field, UsbSpeed speed) {
        if (speed != null && !speed.known())
            throw invalid(field, "the kernel never writes the speed '" + speed.raw() + "' (1.5, 12, 480, 5000, 10000, 20000)");
    }

    private static <T> void unique(String list, String key, List<T> items, Function<T, Object> keyOf) {
        Set<Object> keys = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            T item = items.get(i);
            if (item == null) throw invalid(list + "[" + i + "]", "is empty");
            Object k = keyOf.apply(item);
            if (k == null) throw invalid(list + "[" + i + "]." + key, "is required");
            if (!keys.add(k)) throw invalid(list + "[" + i + "]." + key, "'" + k + "' appears twice");
        }
    }

    private static <T> List<T> listOf(List<T> items) {
        return items == null ? List.of() : items;
    }

    private static InvalidObservationException invalid(String field, String reason) {
        return new InvalidObservationException(field, reason);
    }
}
