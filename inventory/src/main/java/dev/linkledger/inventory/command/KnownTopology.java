package dev.linkledger.inventory.command;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonMerge;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.TypecCableSeenEvent;
import dev.linkledger.inventory.api.BlockDeviceAttachedEvent;
import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedPort;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A host's topology as its events left it. Changed only by {@link Host}'s event-sourcing
 * handlers; read by {@link ObservationDiff}. Things no longer observed stay known, except devices,
 * which are disconnected.
 */
// Snapshots of a Host carry this state as JSON. Each field is merged into the instance the
// constructor made, so a restored map keeps its ordering (paths by PortPath.TEXT_ORDER).
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
final class KnownTopology {
    @JsonMerge
    final Map<String, ObservedController> controllers = new TreeMap<>();
    @JsonMerge
    final Map<Integer, ObservedBus> buses = new TreeMap<>();
    @JsonMerge
    final Map<String, ObservedPort> ports = new TreeMap<>();
    @JsonMerge
    final Map<String, KnownDevice> devices = new TreeMap<>(PortPath.TEXT_ORDER);
    /** Devices no observation placed yet, whole, by "Bus 001 Device 023": a later path joins their facts to its own. */
    @JsonMerge
    final Map<String, ObservedDevice> unplaced = new TreeMap<>();
    /** The e-marker last seen per Type-C port. */
    @JsonMerge
    final Map<String, ObservedCable> typecCables = new TreeMap<>();
    @JsonMerge
    final Map<String, List<String>> labels = new TreeMap<>();
    @JsonMerge
    final Map<String, ObservedThunderboltDevice> usb4Routers = new TreeMap<>();
    /** Block devices by kernel name ({@code sda}); dropped with the USB device they hang on. */
    @JsonMerge
    final Map<String, ObservedBlockDevice> blockDevices = new TreeMap<>();
    /** Kernel log lines on record, by {@link KernelLogLineRecordedEvent#lineKey()}. */
    @JsonMerge
    final Set<String> kernelLogLines = new HashSet<>();
    /** Link events a port verdict was already recorded for. */
    @JsonMerge
    final Set<String> judgedLinks = new HashSet<>();

    void apply(ControllerSeenEvent e) {
        controllers.put(e.controllerId(), new ObservedController(e.controllerId(), e.pciAddress(), e.vendorId(),
                e.deviceId(), e.pciClass(), e.name(), e.buses(), e.inferred()));
    }

    void apply(BusSeenEvent e) {
        buses.put(e.bus(), new ObservedBus(e.bus(), e.speedMbps(), e.lanes(), e.ports(), e.driver(), e.controller()));
    }

    void apply(PortSeenEvent e) {
        ports.put(e.portId(), new ObservedPort(e.portId(), e.bus(), e.hubPath(), e.number(), e.peer(),
                e.connectType(), e.location(), e.connector(), e.overCurrentCount(), e.state()));
    }

    void apply(DeviceConnectedEvent e) {
        if (e.device().placed()) devices.put(e.device().path(), KnownDevice.of(e.device()));
        else unplaced.put(e.device().key(), e.device());
    }

    void apply(DeviceLocatedEvent e) {
        unplaced.remove(new DeviceAddress(e.bus(), e.devnum()).toString());
        devices.put(e.device().path(), KnownDevice.of(e.device()));
    }

    void apply(DeviceDisconnectedEvent e) {
        if (e.path() == null) {
            if (e.devnum() != null) unplaced.remove(new DeviceAddress(e.bus(), e.devnum()).toString());
            return;
        }
        devices.remove(e.path());
        blockDevices.values().removeIf(b -> e.path().equals(b.devicePath()));
    }

    void apply(LinkSpeedChangedEvent e) {
        devices.computeIfPresent(e.path(), (path, d) -> d.withLink(e.toSpeed(), e.rxLanes(), e.txLanes()));
    }

    void apply(DeviceCapabilityLearnedEvent e) {
        devices.computeIfPresent(e.path(), (path, d) -> d.withCapability(e.capability()));
    }

    void apply(DeviceDriversChangedEvent e) {
        devices.computeIfPresent(e.path(), (path, d) -> d.withInterfaces(e.interfaces()));
    }

    void apply(TypecCableSeenEvent e) {
        typecCables.put(e.typecPort(), e.cable());
    }

    void apply(Usb4LinkSeenEvent e) {
        usb4Routers.put(e.router().name(), e.router());
    }

    void apply(Usb4RouterGoneEvent e) {
        usb4Routers.remove(e.router());
    }

    void apply(BlockDeviceAttachedEvent e) {
        blockDevices.put(e.blockDevice().name(), e.blockDevice());
    }

    void apply(KernelLogLineRecordedEvent e) {
        kernelLogLines.add(e.lineKey());
    }

    void apply(PortLabelledEvent e) {
        e.portIds().forEach(port -> labels.put(port, e.labels()));
    }

    void apply(PortCapabilityMeasuredEvent e) {
        judgedLinks.add(e.judgementKey());
    }
}
