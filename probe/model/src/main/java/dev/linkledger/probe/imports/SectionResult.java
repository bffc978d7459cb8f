package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import java.util.List;

/**
 * What one format's reader found in a paste.
 *
 * @param firstLine   the first line it used, to order sources as the paste does; 0 when it used none
 * @param buses       root hubs it saw (speed, ports and driver as far as it knows them)
 * @param hubs        the ports of hubs whose links the format shows (lsusb -v's {@code Hub Port Status})
 * @param thunderbolt USB4/Thunderbolt routers (boltctl)
 */
record SectionResult(ImportFormat format, int firstLine, List<DeviceFacts> devices, List<ObservedBus> buses,
                     List<ObservedController> controllers,
                     List<KernelLogEntry> kernelLog, List<ObservationNote> notes, List<HubPorts> hubs,
                     List<ObservedThunderboltDevice> thunderbolt) {

    /** A reader of USB tools that shows no hub's ports and sees no USB4/Thunderbolt router. */
    SectionResult(ImportFormat format, int firstLine, List<DeviceFacts> devices, List<ObservedBus> buses,
                  List<ObservedController> controllers, List<KernelLogEntry> kernelLog, List<ObservationNote> notes) {
        this(format, firstLine, devices, buses, controllers, kernelLog, notes, List.of(), List.of());
    }

    boolean found() {
        return !devices.isEmpty() || !buses.isEmpty() || !kernelLog.isEmpty() || !thunderbolt.isEmpty();
    }
}
