package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.DeviceAddress;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * One device as all sources together describe it. The first source to state a fact keeps it
 * (sources arrive strongest first); a later source saying otherwise is a "conflict" note, and
 * each fact remembers where it came from.
 */
final class MergedDevice {
    final DeviceFacts facts;
    /** Fact name → where the kept value was read ("lsusb-t", "dmesg (lines 3-7)"). */
    private final Map<String, String> provenance = new LinkedHashMap<>();
    /** Where → the facts that source stated, kept or agreeing. */
    private final Map<String, List<String>> said = new LinkedHashMap<>();
    private final Set<String> sources = new LinkedHashSet<>();
    private final List<ObservationNote> notes;

    MergedDevice(DeviceFacts first, List<ObservationNote> notes) {
        this.facts = new DeviceFacts(first.source, first.firstLine);
        this.notes = notes;
        absorb(first);
    }

    boolean sameBusAndDevnum(DeviceFacts f) {
        return facts.busNumber() != null && facts.devnum != null && facts.busNumber().equals(f.busNumber()) && facts.devnum.equals(f.devnum);
    }

    boolean samePath(DeviceFacts f) {
        return facts.path != null && facts.path.equals(f.path);
    }

    void absorb(DeviceFacts f) {
        sources.add(f.source);
        take("path", f, d -> d.path, (d, v) -> d.path = v, false);
        take("bus", f, DeviceFacts::busNumber, (d, v) -> d.bus = v, false);
        take("devnum", f, d -> d.devnum, (d, v) -> d.devnum = v, true);
        take("speed", f, d -> d.speed, (d, v) -> d.speed = v, true);
        take("lanes", f, d -> d.rxLanes, (d, v) -> d.rxLanes = v, false);
        take("lanes", f, d -> d.txLanes, (d, v) -> d.txLanes = v, false);
        take("bcdUSB", f, d -> d.bcdUsb, (d, v) -> d.bcdUsb = v, true);
        take("ids", f, d -> d.vidPid, (d, v) -> d.vidPid = v, true);
        take("bcdDevice", f, d -> d.bcdDevice, (d, v) -> d.bcdDevice = v, true);
        take("class", f, d -> d.deviceClass, (d, v) -> d.deviceClass = v, false);
        take("class", f, d -> d.deviceSubClass, (d, v) -> d.deviceSubClass = v, false);
        take("class", f, d -> d.deviceProtocol, (d, v) -> d.deviceProtocol = v, false);
        take("manufacturer", f, d -> d.manufacturer, (d, v) -> d.manufacturer = v, false);
        take("product", f, d -> d.product, (d, v) -> d.product = v, false);
        take("serial", f, d -> d.serial, (d, v) -> d.serial = v, false);
        take("name", f, d -> d.catalogName, (d, v) -> d.catalogName = v, false);
        take("ports", f, d -> d.maxChild, (d, v) -> d.maxChild = v, false);
        take("bMaxPacketSize0", f, d -> d.maxPacketSize0, (d, v) -> d.maxPacketSize0 = v, false);
        take("level", f, d -> d.level, (d, v) -> d.level = v, false);
        take("parent", f, d -> d.parentDevnum, (d, v) -> d.parentDevnum = v, false);
        take("port", f, d -> d.port, (d, v) -> d.port = v, false);
        take("bos", f, d -> d.bos, (d, v) -> d.bos = v, false);
        take("linkedBefore", f, d -> d.linkedBefore, (d, v) -> d.linkedBefore = v, false);
        take("containerId", f, d -> d.containerId, (d, v) -> d.containerId = v, false);
        interfaces(f);
    }

    private <T> void take(String fact, DeviceFacts from, Function<DeviceFacts, T> get, BiConsumer<DeviceFacts, T> set, boolean reportConflict) {
        T offered = get.apply(from);
        if (offered == null) return;
        stated(from, fact);
        T kept = get.apply(facts);
        if (kept == null) {
            set.accept(facts, offered);
            provenance.putIfAbsent(fact, from.where());
        } else if (reportConflict && !kept.equals(offered)) {
            notes.add(new ObservationNote("conflict", from.firstLine > 0 ? from.firstLine : null, label(),
                    fact + ": " + provenance.get(fact) + " says " + kept + ", " + from.where() + " says " + offered + "; keeping the first"));
        }
    }

    /** Interfaces by number, each field from the first source that knows it: lsusb -t knows drivers, lsusb -v subclass, protocol and endpoints. */
    private void interfaces(DeviceFacts from) {
        if (from.interfaces.isEmpty()) return;
        Map<Integer, ObservedInterface> byNumber = new LinkedHashMap<>();
        facts.interfaces.forEach(i -> byNumber.put(i.number(), i));
        for (ObservedInterface i : from.interfaces) {
            ObservedInterface k = byNumber.get(i.number());
            if (k == null) {
                byNumber.put(i.number(), i);
            } else {
                byNumber.put(i.number(), new ObservedInterface(k.number(), or(k.interfaceClass(), i.interfaceClass()),
                        or(k.interfaceSubClass(), i.interfaceSubClass()), or(k.interfaceProtocol(), i.interfaceProtocol()), or(k.driver(), i.driver()),
                        or(k.alternateSetting(), i.alternateSetting()), or(k.endpoints(), i.endpoints())));
            }
        }
        provenance.putIfAbsent("interfaces", from.where());
        stated(from, "interfaces");
        if (from.interfaces.stream().anyMatch(i -> i.driver() != null)) stated(from, "drivers");
        facts.interfaces.clear();
        facts.interfaces.addAll(byNumber.values());
    }

    private static <T> T or(T first, T second) {
        return first != null ? first : second;
    }

    Set<String> sources() {
        return sources;
    }

    /** Bus and device number when both are known and in range, else null. */
    DeviceAddress address() {
        Integer bus = facts.busNumber();
        return bus != null && DeviceAddress.problem(bus, facts.devnum) == null ? new DeviceAddress(bus, facts.devnum) : null;
    }

    /** The path, or "Bus 001 Device 023" for a device no source placed. */
    String label() {
        if (facts.path != null) return facts.path.toString();
        DeviceAddress address = address();
        return address != null ? address.toString()
                : String.format("Bus %03d Device %03d", Objects.requireNonNullElse(facts.busNumber(), 0), Objects.requireNonNullElse(facts.devnum, 0));
    }

    private void stated(DeviceFacts from, String fact) {
        List<String> facts = said.computeIfAbsent(from.where(), w -> new ArrayList<>());
        if (!facts.contains(fact)) facts.add(fact);
    }

    /**
     * "lsusb-t: path, speed, drivers; dmesg (lines 3-7): path, ids, product": which source said
     * what (a value two sources state alike is listed under both; the first one's is kept).
     */
    String provenance() {
        List<String> parts = new ArrayList<>();
        said.forEach((where, facts) -> parts.add(where + ": " + String.join(", ", facts)));
        return String.join("; ", parts);
    }
}
