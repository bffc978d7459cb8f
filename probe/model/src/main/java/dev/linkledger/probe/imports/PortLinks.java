package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Gives the devices of a paste the links their hubs' ports show ({@link HubPorts}, lsusb -v's
 * {@code Hub Port Status}), so a dump carries links, not only descriptors.
 * <ul>
 *   <li>A device another source placed (lsusb -t, dmesg, usb-devices of the same boot) takes the
 *       link of the port its path names, where that source gave no speed; a port that says
 *       otherwise is a "conflict" note, as any two sources that disagree.</li>
 *   <li>On a bus no source placed, lsusb -v alone names no device's port, yet the ports list
 *       often leaves one answer: each connected and enabled port holds one device of the dump, so
 *       when those ports add up to the bus's devices, a hub with one such port holds the bus's only
 *       device there, or its only hub when more devices are left (the others hang below it); of
 *       several ports, one whose speed no other port shares holds the one device that can run at
 *       that speed (the speed another source gives it, else its bMaxPacketSize0, which the USB 2.0
 *       specification (5.5.3) fixes at 8 for low speed and 64 for high speed), and where no hub is
 *       left, a device that can run at only one port's speed sits on that port. Nothing else is
 *       guessed, and a device whose link rate stays unknown is left unplaced.</li>
 * </ul>
 * Ports with nothing connected are "not attached", the kernel's word for an empty port's state.
 */
final class PortLinks {
    static final String SOURCE = "lsusb-v port status";
    static final String NOT_ATTACHED = "not attached";

    private final List<HubPorts> hubs;
    private final List<MergedDevice> devices;
    private final List<ObservationNote> notes;

    private PortLinks(List<HubPorts> hubs, List<MergedDevice> devices, List<ObservationNote> notes) {
        this.hubs = hubs;
        this.devices = devices;
        this.notes = notes;
    }

    /** @return the state of every port whose hub the paste names, by port id ({@code usb3-port2}) */
    static Map<String, String> apply(List<HubPorts> hubs, List<MergedDevice> devices, List<ObservationNote> notes) {
        if (hubs.isEmpty()) return Map.of();
        PortLinks links = new PortLinks(hubs, devices, notes);
        for (int bus : new TreeSet<>(hubs.stream().map(HubPorts::bus).toList())) {
            List<MergedDevice> onBus = devices.stream()
                    .filter(d -> Objects.equals(d.facts.busNumber(), bus) && d.facts.devnum != null).toList();
            if (onBus.stream().anyMatch(d -> d.facts.path != null)) links.linkPlaced(onBus);
            else links.place(bus, onBus);
        }
        return links.states();
    }

    /** Devices another source placed take their port's link where that source gave none. */
    private void linkPlaced(List<MergedDevice> onBus) {
        for (MergedDevice d : onBus) {
            if (d.facts.path == null) continue;
            HubPorts hub = hubAbove(d.facts.path);
            PortLink link = hub == null ? null : hub.port(d.facts.path.lastPort());
            if (link == null) continue;
            if (!link.occupied()) {
                notes.add(new ObservationNote("conflict", link.line(), d.label(), "lsusb -v's Hub Port Status shows port "
                        + link.port() + " without a device, yet " + String.join("+", d.sources()) + " place one there: the paste mixes two moments"));
                continue;
            }
            absorb(d, d.facts.path, link);
        }
    }

    private HubPorts hubAbove(PortPath path) {
        PortPath parent = path.parent();
        if (parent == null) return hub(path.bus(), 1);
        return devices.stream().filter(d -> parent.equals(d.facts.path) && d.facts.devnum != null).findFirst()
                .map(d -> hub(path.bus(), d.facts.devnum)).orElse(null);
    }

    /** lsusb -v alone: positions the ports list leaves no doubt about. */
    private void place(int bus, List<MergedDevice> onBus) {
        HubPorts root = hub(bus, 1);
        if (root == null || onBus.isEmpty()) return;
        int occupied = root.occupied().size();
        for (MergedDevice d : onBus) {
            if (!isHub(d)) continue;
            HubPorts ports = hub(bus, d.facts.devnum);
            if (ports == null) return; // a hub whose ports lsusb could not read: its devices cannot be counted
            occupied += ports.occupied().size();
        }
        if (occupied != onBus.size()) {
            notes.add(new ObservationNote("port-status", root.line(), "bus " + bus, "lsusb -v's Hub Port Status shows "
                    + occupied + " devices on the ports of bus " + bus + " and the dump has " + onBus.size()
                    + " (a device came or went between the two, or failed to enumerate); no position is inferred there"));
            return;
        }
        resolve(null, bus, root, new ArrayList<>(onBus));
    }

    /**
     * Places what is certain below one hub, {@code below} being every device left in its subtree.
     *
     * @param hubPath null for the root hub
     */
    private void resolve(PortPath hubPath, int bus, HubPorts hub, List<MergedDevice> below) {
        List<PortLink> open = new ArrayList<>(hub.occupied());
        while (!open.isEmpty() && !below.isEmpty()) {
            if (open.size() == 1) {
                MergedDevice d = below.size() == 1 ? below.get(0) : onlyHub(below);
                PortPath path = d == null ? null : childPath(hubPath, bus, open.get(0).port());
                if (path == null || !absorb(d, path, open.get(0))) return;
                below.remove(d);
                HubPorts ports = isHub(d) ? hub(bus, d.facts.devnum) : null;
                if (ports != null) resolve(path, bus, ports, below);
                return;
            }
            PortLink link = open.stream().filter(l -> bySpeed(l, open, below) != null).findFirst().orElse(null);
            MergedDevice d = link == null ? null : bySpeed(link, open, below);
            if (link == null) {
                // every device left hangs on this hub's own ports when none of them is a hub
                d = below.stream().noneMatch(PortLinks::isHub)
                        ? below.stream().filter(x -> onePortFits(x, open) != null).findFirst().orElse(null) : null;
                link = d == null ? null : onePortFits(d, open);
            }
            if (link == null) return;
            PortPath path = childPath(hubPath, bus, link.port());
            if (path == null || !absorb(d, path, link)) return;
            open.remove(link);
            below.remove(d);
        }
    }

    /** The device that alone can run at the speed only this port has, when it is no hub (a hub's subtree would be unknown). */
    private static MergedDevice bySpeed(PortLink link, List<PortLink> open, List<MergedDevice> below) {
        if (link.speed() == null || open.stream().filter(l -> link.speed().equals(l.speed())).count() != 1) return null;
        List<MergedDevice> able = below.stream().filter(d -> canRunAt(d.facts, link.speed())).toList();
        return able.size() == 1 && !isHub(able.get(0)) ? able.get(0) : null;
    }

    /** Whether the device may be the one linked at {@code speed}: its known speed, else what its descriptor allows. */
    static boolean canRunAt(DeviceFacts d, UsbSpeed speed) {
        if (d.speed != null) return d.speed.equals(speed);
        Integer mps = d.maxPacketSize0;
        double mbps = speed.mbps();
        if (UsbSpeed.superSpeed(mbps)) return d.bcdUsb == null || d.bcdUsb.atLeast(UsbVersion.USB_3_00);
        if (mps == null) return true;
        if (UsbSpeed.highSpeed(mbps)) return mps == 64;
        if (mbps == UsbSpeed.LOW_SPEED_MBPS) return mps == 8;
        return mps == 8 || mps == 16 || mps == 32 || mps == 64;
    }

    /** The one open port whose speed the device can run at, when that speed is no other open port's. */
    private static PortLink onePortFits(MergedDevice d, List<PortLink> open) {
        List<PortLink> fits = open.stream().filter(l -> l.speed() != null && canRunAt(d.facts, l.speed())).toList();
        return fits.size() == 1 ? fits.get(0) : null;
    }

    private static MergedDevice onlyHub(List<MergedDevice> below) {
        List<MergedDevice> hubs = below.stream().filter(PortLinks::isHub).toList();
        return hubs.size() == 1 ? hubs.get(0) : null;
    }

    private static PortPath childPath(PortPath hubPath, int bus, int port) {
        try {
            return hubPath == null ? new PortPath(bus, List.of(port)) : hubPath.child(port);
        } catch (IllegalArgumentException beyondTheKernelsLimits) {
            return null;
        }
    }

    /** The port's facts about the device on it; false when neither the port nor another source knows its speed. */
    private boolean absorb(MergedDevice d, PortPath path, PortLink link) {
        if (link.speed() == null && d.facts.speed == null) return false;
        DeviceFacts f = new DeviceFacts(SOURCE, link.line());
        f.bus = path.bus();
        f.devnum = d.facts.devnum;
        f.path = path;
        f.speed = link.speed();
        f.rxLanes = link.lanes();
        f.txLanes = link.lanes();
        d.absorb(f);
        return true;
    }

    private Map<String, String> states() {
        Map<String, String> states = new HashMap<>();
        for (HubPorts hub : hubs) {
            String name = hubName(hub);
            if (name == null) continue;
            hub.ports().stream().filter(p -> !p.connected()).forEach(p -> states.put(PortPath.portName(name, p.port()), NOT_ATTACHED));
        }
        return states;
    }

    private String hubName(HubPorts hub) {
        if (hub.root()) return PortPath.rootHubName(hub.bus());
        return devices.stream().filter(d -> Objects.equals(d.facts.busNumber(), hub.bus()) && Objects.equals(d.facts.devnum, hub.devnum())
                && d.facts.path != null).findFirst().map(d -> d.facts.path.toString()).orElse(null);
    }

    private HubPorts hub(int bus, int devnum) {
        return hubs.stream().filter(h -> h.bus() == bus && h.devnum() == devnum).findFirst().orElse(null);
    }

    private static boolean isHub(MergedDevice d) {
        return "09".equals(d.facts.deviceClass);
    }
}
