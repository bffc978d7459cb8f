package dev.linkledger.rules.finding;

/** What a finding is about: a device (path, bus, devnum), a port (path, bus, portId), a cable or a plan item. */
public record Subject(String kind, String path, Integer bus, Integer devnum, String portId) {

    public static Subject device(String path, int bus, Integer devnum, String portId) {
        return new Subject("device", path, bus, devnum, portId);
    }

    /**
     * A port the kernel named, which may hold no device: {@code path} is the port path as the
     * kernel names what it holds ({@code 1-2} for "usb usb1-port2: …" and "usb 1-2: …"),
     * {@code portId} its sysfs name ({@code usb1-port2}).
     */
    public static Subject port(String path, int bus, String portId) {
        return new Subject("port", path, bus, null, portId);
    }

    /** A USB4/Thunderbolt router, by its name on the host ({@code 0-1}, or its boltctl uuid). */
    public static Subject thunderbolt(String router) {
        return new Subject("thunderbolt", router, null, null, null);
    }

    /** A cable, by its registered id (in {@code path}), with the port it is attached to, if any. */
    public static Subject cable(String cableId, String portId) {
        return new Subject("cable", cableId, null, null, portId);
    }
}
