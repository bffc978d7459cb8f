package dev.linkledger.inventory.command;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.CapabilitySource;

/**
 * One device as two observations describe it: an unplaced one (a whole {@code lsusb -v}) and a
 * later one that may show its path and driver ({@code lsusb -t}). Each tool sees other facts,
 * so what the later one does not know is taken from the earlier, not lost.
 */
final class DeviceJoin {
    private DeviceJoin() {
    }

    /** The same bus and device number, and no vid:pid that differs (a source that does not show them cannot contradict). */
    static boolean sameDevice(int bus, Integer devnum, String vendorId, String productId, ObservedDevice seen) {
        return bus == seen.bus() && devnum != null && devnum.equals(seen.devnum())
                && agrees(vendorId, seen.vendorId()) && agrees(productId, seen.productId());
    }

    /** {@code seen}'s facts, {@code known}'s where {@code seen} has none; interfaces whole from the one that lists them. */
    static ObservedDevice joined(ObservedDevice known, ObservedDevice seen) {
        Capability capability = knows(seen.capability()) ? seen.capability() : known.capability();
        boolean seenInterfaces = seen.interfaces() != null && !seen.interfaces().isEmpty();
        boolean placed = seen.placed();
        return new ObservedDevice(seen.path(), seen.bus(), seen.devnum(), seen.parentPath(), seen.portId(),
                or(seen.speedMbps(), known.speedMbps()), or(seen.rxLanes(), known.rxLanes()), or(seen.txLanes(), known.txLanes()),
                or(seen.bcdUsb(), known.bcdUsb()), or(seen.vendorId(), known.vendorId()), or(seen.productId(), known.productId()),
                or(seen.bcdDevice(), known.bcdDevice()), or(seen.deviceClass(), known.deviceClass()),
                or(seen.deviceSubClass(), known.deviceSubClass()), or(seen.deviceProtocol(), known.deviceProtocol()),
                or(seen.manufacturer(), known.manufacturer()), or(seen.product(), known.product()), or(seen.serial(), known.serial()),
                or(seen.maxChild(), known.maxChild()), or(seen.removable(), known.removable()), capability,
                seenInterfaces ? seen.interfaces() : known.interfaces(), or(seen.maxPowerMa(), known.maxPowerMa()),
                placed ? null : or(seen.level(), known.level()), placed ? null : or(seen.parentDevnum(), known.parentDevnum()));
    }

    private static boolean knows(Capability c) {
        return c != null && c.source() != CapabilitySource.UNKNOWN;
    }

    private static boolean agrees(String known, String seen) {
        return known == null || seen == null || known.equals(seen);
    }

    private static <T> T or(T first, T second) {
        return first != null ? first : second;
    }
}
