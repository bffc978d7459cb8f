package dev.linkledger.probe.sysfs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Writes sysfs trees the way the kernel lays them out: real directories under {@code devices/},
 * {@code bus/usb/devices/*} as relative symlinks into them, driver symlinks, port directories
 * under the hub's interface, {@code peer} and {@code connector} links. Used to (re)build the
 * committed fixture trees and, at test time, the 300-device farm.
 */
final class SysfsTreeWriter {
    private final Path root;
    private final Map<String, Path> usbDirs = new HashMap<>();
    /** {@code usb:v152Dp0583d0209dc00dsc00dp00}: the device half of its interfaces' modalias. */
    private final Map<String, String> modaliasPrefixes = new HashMap<>();

    SysfsTreeWriter(Path root) {
        this.root = root;
    }

    Path root() {
        return root;
    }

    /** An xHCI function: {@code pciPath} such as {@code pci0000:00/0000:00:14.0}. */
    Path controller(String pciPath, String vendor, String device) {
        Path dir = root.resolve("devices").resolve(pciPath);
        attr(dir, "vendor", "0x" + vendor);
        attr(dir, "device", "0x" + device);
        attr(dir, "class", "0x0c0330");
        driver(dir, "pci", "xhci_hcd");
        return dir;
    }

    /** A root hub {@code usbN} with its interface and {@code ports} ports, all not attached yet. */
    Path rootHub(Path controller, int bus, String speed, String version, int ports) {
        String name = "usb" + bus;
        Path dir = controller.resolve(name);
        boolean superSpeed = !speed.equals("480");
        usbAttrs(dir, bus, 1, speed, version, "1d6b", superSpeed ? "0003" : "0002", "0608", "09", "00", superSpeed ? "03" : "01",
                "Linux 6.8.0 xhci-hcd", "xHCI Host Controller", controller.getFileName().toString(), "0mA", ports);
        attr(dir, "removable", "unknown");
        hubInterface(dir, name, bus + "-0:1.0", ports, superSpeed);
        return dir;
    }

    /**
     * A device at {@code path} under the device or root hub it hangs on, which must be written
     * first; marks its port configured.
     */
    Path device(String path, int devnum, String speed, String version, String vid, String pid, String bcdDevice,
                String deviceClass, String protocol, String manufacturer, String product, String serial, String maxPower) {
        int dash = path.indexOf('-');
        int dot = path.lastIndexOf('.');
        String parent = dot < 0 ? "usb" + path.substring(0, dash) : path.substring(0, dot);
        int port = Integer.parseInt(path.substring(Math.max(dot, dash) + 1));
        Path parentDir = usbDirs.get(parent);
        if (parentDir == null) throw new IllegalStateException("write " + parent + " before " + path);
        Path dir = parentDir.resolve(path);
        usbAttrs(dir, Integer.parseInt(path.substring(0, dash)), devnum, speed, version, vid, pid, bcdDevice, deviceClass,
                "00", protocol, manufacturer, product, serial, maxPower, 0);
        attr(dir, "removable", "removable");
        attr(dir, "devpath", path.substring(dash + 1));
        attr(portDir(parent, port), "state", "configured");
        return dir;
    }

    /** Turns a device written with {@link #device} into a hub with {@code ports} ports. */
    void hub(String path, int ports, boolean superSpeed) {
        Path dir = usbDirs.get(path);
        attr(dir, "maxchild", String.valueOf(ports));
        hubInterface(dir, path, path + ":1.0", ports, superSpeed);
    }

    void iface(String path, int number, String cls, String subClass, String protocol, String driver) {
        String name = path + ":1." + number;
        Path dir = usbDirs.get(path).resolve(name);
        attr(dir, "bInterfaceNumber", String.format("%02x", number));
        attr(dir, "bAlternateSetting", " 0");
        attr(dir, "bInterfaceClass", cls);
        attr(dir, "bInterfaceSubClass", subClass);
        attr(dir, "bInterfaceProtocol", protocol);
        attr(dir, "bNumEndpoints", "02");
        attr(dir, "authorized", "1");
        attr(dir, "modalias", modaliasPrefixes.get(path) + String.format("ic%sisc%sip%sin%02X",
                cls.toUpperCase(), subClass.toUpperCase(), protocol.toUpperCase(), number));
        if (driver != null) driver(dir, "usb", driver);
        link(root.resolve("bus/usb/devices").resolve(name), dir);
    }

    Path dir(String usbName) {
        return usbDirs.get(usbName);
    }

    /** {@code usb3-port2} or {@code 1-7.2-port1}: the port directory under the hub's interface. */
    Path portDir(String hubName, int port) {
        String iface = hubName.startsWith("usb") ? hubName.substring(3) + "-0:1.0" : hubName + ":1.0";
        return usbDirs.get(hubName).resolve(iface).resolve(hubName + "-port" + port);
    }

    /** The USB 2.0 and SuperSpeed halves of one connector point at each other. */
    void peer(Path a, Path b) {
        link(a.resolve("peer"), b);
        link(b.resolve("peer"), a);
    }

    void attr(Path dir, String name, String value) {
        write(dir.resolve(name), (value + "\n").getBytes(StandardCharsets.UTF_8));
    }

    void bytes(Path dir, String name, byte[] value) {
        write(dir.resolve(name), value);
    }

    /** A relative symlink, as the kernel makes them, so the tree can be moved. */
    void link(Path link, Path target) {
        try {
            Files.createDirectories(link.getParent());
            Files.deleteIfExists(link);
            Files.createSymbolicLink(link, link.getParent().relativize(target));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code driver} → {@code bus/<bus>/drivers/<name>}, creating the driver directory as sysfs has it. */
    void driver(Path dir, String bus, String name) {
        Path driverDir = root.resolve("bus").resolve(bus).resolve("drivers").resolve(name);
        if (!Files.isDirectory(driverDir)) write(driverDir.resolve("uevent"), new byte[0]);
        link(dir.resolve("driver"), driverDir);
    }

    private void usbAttrs(Path dir, int bus, int devnum, String speed, String version, String vid, String pid, String bcdDevice,
                          String cls, String subClass, String protocol, String manufacturer, String product, String serial,
                          String maxPower, int maxchild) {
        String name = dir.getFileName().toString();
        usbDirs.put(name, dir);
        attr(dir, "busnum", String.valueOf(bus));
        attr(dir, "devnum", String.valueOf(devnum));
        attr(dir, "speed", speed);
        attr(dir, "rx_lanes", "1");
        attr(dir, "tx_lanes", "1");
        attr(dir, "version", version);
        attr(dir, "idVendor", vid);
        attr(dir, "idProduct", pid);
        attr(dir, "bcdDevice", bcdDevice);
        attr(dir, "bDeviceClass", cls);
        attr(dir, "bDeviceSubClass", subClass);
        attr(dir, "bDeviceProtocol", protocol);
        attr(dir, "bNumConfigurations", "1");
        attr(dir, "bConfigurationValue", "1");
        attr(dir, "bmAttributes", "e0");
        attr(dir, "bMaxPower", maxPower);
        attr(dir, "maxchild", String.valueOf(maxchild));
        attr(dir, "authorized", "1");
        attr(dir, "quirks", "0x0");
        int vidValue = Integer.parseInt(vid, 16), pidValue = Integer.parseInt(pid, 16), bcdValue = Integer.parseInt(bcdDevice, 16);
        int classValue = Integer.parseInt(cls, 16), subValue = Integer.parseInt(subClass, 16), protoValue = Integer.parseInt(protocol, 16);
        // The kernel's usb_dev_uevent(): PRODUCT in unpadded hex, TYPE in decimal.
        attr(dir, "uevent", String.format("MAJOR=189%nMINOR=%d%nDEVNAME=bus/usb/%03d/%03d%nDEVTYPE=usb_device%nDRIVER=usb%n"
                        + "PRODUCT=%x/%x/%x%nTYPE=%d/%d/%d%nBUSNUM=%03d%nDEVNUM=%03d",
                (bus - 1) * 128 + devnum - 1, bus, devnum, vidValue, pidValue, bcdValue, classValue, subValue, protoValue, bus, devnum));
        modaliasPrefixes.put(name, String.format("usb:v%04Xp%04Xd%04Xdc%02Xdsc%02Xdp%02X",
                vidValue, pidValue, bcdValue, classValue, subValue, protoValue));
        if (manufacturer != null) attr(dir, "manufacturer", manufacturer);
        if (product != null) attr(dir, "product", product);
        if (serial != null) attr(dir, "serial", serial);
        driver(dir, "usb", "usb");
        link(root.resolve("bus/usb/devices").resolve(name), dir);
    }

    private void hubInterface(Path hubDir, String hubName, String ifaceName, int ports, boolean superSpeed) {
        Path iface = hubDir.resolve(ifaceName);
        attr(iface, "bInterfaceNumber", "00");
        attr(iface, "bAlternateSetting", " 0");
        attr(iface, "bInterfaceClass", "09");
        attr(iface, "bInterfaceSubClass", "00");
        attr(iface, "bInterfaceProtocol", "00");
        attr(iface, "bNumEndpoints", "01");
        attr(iface, "modalias", modaliasPrefixes.get(hubName) + "ic09isc00ip00in00");
        driver(iface, "usb", "hub");
        link(root.resolve("bus/usb/devices").resolve(ifaceName), iface);
        for (int p = 1; p <= ports; p++) {
            Path port = iface.resolve(hubName + "-port" + p);
            attr(port, "connect_type", hubName.startsWith("usb") ? "hotplug" : "unknown");
            attr(port, "location", String.format("0x%08x", p));
            attr(port, "over_current_count", "0");
            attr(port, "quirks", "00000000");
            attr(port, "state", "not-attached");
            if (superSpeed) attr(port, "usb3_lpm_permit", "u1_u2");
        }
    }

    private static void write(Path file, byte[] content) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
