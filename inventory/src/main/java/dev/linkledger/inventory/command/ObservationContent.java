package dev.linkledger.inventory.command;

import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.observation.ObservedTypecPort;

import java.util.List;

/**
 * What an observation says, without which observation it is and when it was made: the part a
 * probe's periodic re-scan repeats. Two contents are equal when every record in them is (the
 * contract's records are value records), so equality never holds where the diff could differ.
 * Missing lists count as empty, as {@link ObservationValidator#normalized} makes them.
 */
record ObservationContent(String hostId, String source, List<ObservedBus> buses, List<ObservedController> controllers,
                          List<ObservedPort> ports, List<ObservedDevice> devices, List<ObservationNote> notes,
                          List<ObservedTypecPort> typecPorts, List<ObservedThunderboltDevice> thunderbolt,
                          List<ObservedBlockDevice> blockDevices, List<KernelLogEntry> kernelLog) {

    static ObservationContent of(String hostId, Observation o) {
        return new ObservationContent(hostId, o.source(), listOf(o.buses()), listOf(o.controllers()), listOf(o.ports()),
                listOf(o.devices()), listOf(o.notes()), listOf(o.typecPorts()), listOf(o.thunderbolt()),
                listOf(o.blockDevices()), listOf(o.kernelLog()));
    }

    private static <T> List<T> listOf(List<T> items) {
        return items == null ? List.of() : items;
    }
}
