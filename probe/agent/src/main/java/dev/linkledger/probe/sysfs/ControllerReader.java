package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedController;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A host controller is the parent directory of its root hubs ({@code .../0000:03:00.3/usb1}).
 * Collects the buses of each controller as root hubs are met, then reads the PCI attributes once.
 */
final class ControllerReader {
    private static final Pattern PCI_ADDRESS = Pattern.compile("[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]");

    private final SysfsAttributes attrs;
    private final PciIds pciIds;
    private final Map<String, Path> dirs = new LinkedHashMap<>();
    private final Map<String, List<Integer>> buses = new LinkedHashMap<>();

    ControllerReader(SysfsAttributes attrs, PciIds pciIds) {
        this.attrs = attrs;
        this.pciIds = pciIds;
    }

    /** Registers a root hub under its controller and returns the controller's id. */
    String add(Path controllerDir, int bus) {
        String id = controllerDir.getFileName().toString();
        dirs.putIfAbsent(id, controllerDir);
        buses.computeIfAbsent(id, k -> new ArrayList<>()).add(bus);
        return id;
    }

    /** The driver bound to the controller ({@code xhci_hcd}): the root hub's own driver is always "usb". */
    String driver(Path controllerDir) {
        return attrs.linkName(controllerDir, "driver");
    }

    List<ObservedController> controllers() {
        List<ObservedController> result = new ArrayList<>();
        dirs.forEach((id, dir) -> {
            // Non-PCI controllers (SoC "xhci-hcd.0.auto") keep their directory name as id but have no PCI identity.
            boolean pci = PCI_ADDRESS.matcher(id).matches();
            String vendor = pci ? attrs.hex(dir, "vendor", 4) : null;
            String device = pci ? attrs.hex(dir, "device", 4) : null;
            List<Integer> sorted = buses.get(id).stream().sorted().toList();
            result.add(new ObservedController(id, pci ? id : null, vendor, device, pci ? attrs.hex(dir, "class", 6) : null,
                    pciIds.name(vendor, device), sorted, false));
        });
        return result;
    }
}
