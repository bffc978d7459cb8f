package dev.linkledger.probe.usb;

/**
 * A device by its bus and device number, as {@code lsusb} names it: "Bus 001 Device 023". The
 * identity of one connection (the kernel hands out the next free number at every enumeration),
 * not of a position: a device whose port path a paste does not show is known by this until a
 * later paste or probe names its {@link PortPath}.
 *
 * <p>Bus numbers are bounded by {@link PortPath#MAX_BUS}; device numbers by the USB address
 * field: 7 bits, 0 being the default address a device answers before it is given one (hub.c
 * {@code choose_devnum} picks from the bus's 128-bit {@code devmap}, starting at 1): 1 to 127.
 */
public record DeviceAddress(int bus, int devnum) implements Comparable<DeviceAddress> {
    public static final int MAX_DEVNUM = 127;

    public DeviceAddress {
        if (bus < 1 || bus > PortPath.MAX_BUS) throw new IllegalArgumentException("bus " + bus + " is not a kernel bus number (1 to " + PortPath.MAX_BUS + ")");
        if (devnum < 1 || devnum > MAX_DEVNUM) throw new IllegalArgumentException("device number " + devnum + " is not a USB address (1 to " + MAX_DEVNUM + ")");
    }

    /** Why bus and devnum cannot name a device, or null when they can. */
    public static String problem(int bus, Integer devnum) {
        if (bus < 1 || bus > PortPath.MAX_BUS) return "bus " + bus + " is not a kernel bus number (1 to " + PortPath.MAX_BUS + ")";
        if (devnum == null) return "a device without a path needs its device number";
        if (devnum < 1 || devnum > MAX_DEVNUM) return "device number " + devnum + " is not a USB address (1 to " + MAX_DEVNUM + ")";
        return null;
    }

    @Override
    public int compareTo(DeviceAddress o) {
        return bus != o.bus ? Integer.compare(bus, o.bus) : Integer.compare(devnum, o.devnum);
    }

    /** As lsusb prints it, zero-padded, so that the text sorts as the numbers do. */
    @Override
    public String toString() {
        return String.format("Bus %03d Device %03d", bus, devnum);
    }
}
