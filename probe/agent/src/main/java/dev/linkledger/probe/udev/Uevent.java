package dev.linkledger.probe.udev;

/**
 * One kernel/udev notification about a device: what happened ({@code add}, {@code remove},
 * {@code change}, {@code bind}, ...) to which device path in which subsystem.
 */
public record Uevent(String action, String subsystem, String devpath, String sysname) {
    /** The last component of the device path, as udev names it ({@code 3-2}, {@code usb3-port1}). */
    public static String sysnameOf(String devpath) {
        if (devpath == null) return null;
        int slash = devpath.lastIndexOf('/');
        return slash < 0 ? devpath : devpath.substring(slash + 1);
    }
}
