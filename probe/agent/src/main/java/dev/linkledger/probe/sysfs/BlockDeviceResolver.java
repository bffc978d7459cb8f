package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.MeasuredLink;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.PortPath;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * From a file's {@code st_dev} to the USB link under it, the way the kernel links sysfs:
 * {@code /sys/dev/block/MAJ:MIN} → the block device's directory under {@code /sys/devices}
 * (a partition's parent is its disk) → the nearest ancestor named like a USB device
 * ({@code 2-3.4}; its interface {@code 2-3.4:1.0} is on the way and carries the driver) →
 * that device's attributes, read as {@code probe scan} reads them.
 */
public final class BlockDeviceResolver {
    private final Path root;

    public BlockDeviceResolver(Path sysfsRoot) {
        this.root = sysfsRoot.toAbsolutePath().normalize();
    }

    /**
     * @param link      the USB link, null when there is none
     * @param sizeBytes the block device's size (sysfs {@code size} × 512), null when unknown
     * @param note      why there is no link, or null
     */
    public record Resolution(MeasuredLink link, Long sizeBytes, String note) {
    }

    public Resolution resolve(int major, int minor) {
        String id = major + ":" + minor;
        Path entry = root.resolve("dev/block").resolve(id);
        if (!Files.exists(entry)) {
            return new Resolution(null, null, "no /sys/dev/block/" + id + ": not a block device"
                    + (major == 0 ? " (major 0: a virtual file system such as tmpfs or overlay)" : ""));
        }
        try {
            Path realRoot = root.toRealPath();
            Path block = entry.toRealPath();
            List<ObservationNote> notes = new ArrayList<>();
            SysfsAttributes attrs = new SysfsAttributes(realRoot, notes);
            String name = block.getFileName().toString();
            String disk = Files.exists(block.resolve("partition")) ? block.getParent().getFileName().toString() : name;
            Long size = sectors(attrs.trimmed(block, "size"));
            Path child = null;
            for (Path dir = block; dir != null && dir.startsWith(realRoot) && !dir.equals(realRoot); child = dir, dir = dir.getParent()) {
                String dirName = dir.getFileName().toString();
                if (PortPath.looksLike(dirName)) {
                    return new Resolution(link(attrs, dir, PortPath.parse(dirName), child, name, disk, id), size, null);
                }
            }
            return new Resolution(null, size, name + " (" + id + ") at " + attrs.display(block) + " is not behind a USB device");
        } catch (IOException | RuntimeException e) {
            return new Resolution(null, null, "cannot resolve /sys/dev/block/" + id + ": " + e.getMessage());
        }
    }

    private static MeasuredLink link(SysfsAttributes attrs, Path dir, PortPath path, Path interfaceDir, String name,
                                     String disk, String id) {
        ObservedDevice d = new DeviceReader(attrs, CapabilityResolver.bundled()).read(dir, path);
        String driver = interfaceDir == null ? null : attrs.linkName(interfaceDir, "driver");
        if (driver == null) {
            driver = d.interfaces().stream().map(ObservedInterface::driver).filter(Objects::nonNull).findFirst().orElse(null);
        }
        return new MeasuredLink(name, disk, id, d.path(), d.portId(), d.speedMbps(), d.rxLanes(), d.txLanes(), d.bcdUsb(),
                d.vendorId(), d.productId(), d.product(), driver);
    }

    private static Long sectors(String text) {
        try {
            return text == null ? null : Long.parseLong(text) * 512;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
