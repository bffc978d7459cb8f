package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.usb.PortPath;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Disks behind USB mass storage: {@code /sys/block/sdX/device} resolves to a SCSI device
 * under {@code .../1-3.4.4/1-3.4.4:1.0/host11/...}; the nearest ancestor named like a USB device
 * path is the device the disk hangs on. Disks that are not on USB (NVMe, loop) are left out.
 */
final class BlockDeviceReader {
    private static final long SECTOR_BYTES = 512;

    private final SysfsAttributes attrs;

    BlockDeviceReader(SysfsAttributes attrs) {
        this.attrs = attrs;
    }

    List<ObservedBlockDevice> read(Path block) {
        List<ObservedBlockDevice> result = new ArrayList<>();
        for (Path disk : attrs.list(block)) {
            Path scsi = disk.resolve("device");
            if (!Files.exists(scsi)) continue;
            String usbPath = usbAncestor(scsi);
            if (usbPath == null) continue;
            Long sectors = sectors(disk);
            Integer rotational = attrs.decimal(disk.resolve("queue"), "rotational");
            result.add(new ObservedBlockDevice(disk.getFileName().toString(), usbPath,
                    sectors == null ? null : sectors * SECTOR_BYTES, attrs.trimmed(scsi, "model"), attrs.trimmed(scsi, "vendor"),
                    rotational == null ? null : rotational != 0));
        }
        return result;
    }

    private String usbAncestor(Path scsi) {
        try {
            for (Path p = scsi.toRealPath(); p != null && p.getFileName() != null; p = p.getParent()) {
                if (PortPath.looksLike(p.getFileName().toString())) return p.getFileName().toString();
            }
            return null;
        } catch (IOException | RuntimeException e) {
            attrs.note("unreadable", scsi, "cannot resolve the disk's device: " + e.getMessage());
            return null;
        }
    }

    private Long sectors(Path disk) {
        String s = attrs.trimmed(disk, "size");
        if (s == null) return null;
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            attrs.note("malformed", disk.resolve("size"), "expected a sector count, found '" + s + "'");
            return null;
        }
    }
}
